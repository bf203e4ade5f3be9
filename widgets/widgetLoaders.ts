/**
 * The widgets a page downloads only when its screen draws them: one chunk per widget, loaded by name before
 * the screen is drawn (widgets/appWidgets.ts). Every widget but the ones at hand from the start
 * (widgets/startWidgets.ts); each loads its contract's `code.download` when it has one (SchemaForm: the form
 * itself, so its first render never suspends).
 *
 * Written from the contracts (widgets/<Name>.contract.ts) by `npm run contracts` (scripts/widgetRegistryFiles.ts):
 * do not edit by hand; `npm run check` says when it is behind.
 */
import type { WidgetComponent } from '../renderer/types.ts';

export const widgetLoaders: { [name: string]: () => Promise<WidgetComponent> } = {
  AgreementCheck: () => import('./AgreementCheck.tsx').then((m) => m.AgreementCheck),
  Article: () => import('./Article.tsx').then((m) => m.Article),
  Button: () => import('./Button.tsx').then((m) => m.Button),
  ButtonBar: () => import('./ButtonBar.tsx').then((m) => m.ButtonBar),
  ChoiceList: () => import('./ChoiceList.tsx').then((m) => m.ChoiceList),
  CodeInput: () => import('./CodeInput.tsx').then((m) => m.CodeInput),
  ContactLine: () => import('./ContactLine.tsx').then((m) => m.ContactLine),
  Dialog: () => import('./Dialog.tsx').then((m) => m.Dialog),
  Figure: () => import('./Figure.tsx').then((m) => m.Figure),
  Footer: () => import('./Footer.tsx').then((m) => m.Footer),
  Frame: () => import('./Frame.tsx').then((m) => m.Frame),
  ImageGrid: () => import('./ImageGrid.tsx').then((m) => m.ImageGrid),
  ImagePicker: () => import('./ImagePicker.tsx').then((m) => m.ImagePicker),
  LanguageSwitch: () => import('./LanguageSwitch.tsx').then((m) => m.LanguageSwitch),
  ListItem: () => import('./ListItem.tsx').then((m) => m.ListItem),
  Notice: () => import('./Notice.tsx').then((m) => m.Notice),
  PayCode: () => import('./PayCode.tsx').then((m) => m.PayCode),
  ProductCard: () => import('./ProductCard.tsx').then((m) => m.ProductCard),
  ProductOffer: () => import('./ProductOffer.tsx').then((m) => m.ProductOffer),
  SchemaForm: () => import('./form/SchemaForm.tsx').then((m) => m.default),
  Section: () => import('./Section.tsx').then((m) => m.Section),
  ServiceLine: () => import('./ServiceLine.tsx').then((m) => m.ServiceLine),
  SiteFooter: () => import('./SiteFooter.tsx').then((m) => m.SiteFooter),
  SiteNav: () => import('./SiteNav.tsx').then((m) => m.SiteNav),
  StarRating: () => import('./StarRating.tsx').then((m) => m.StarRating),
  StatusBanner: () => import('./StatusBanner.tsx').then((m) => m.StatusBanner),
  Steps: () => import('./Steps.tsx').then((m) => m.Steps),
  StoreBadge: () => import('./StoreBadge.tsx').then((m) => m.StoreBadge),
  SuccessNotice: () => import('./SuccessNotice.tsx').then((m) => m.SuccessNotice),
  SwipeTabs: () => import('./SwipeTabs.tsx').then((m) => m.SwipeTabs),
  TabPanel: () => import('./TabPanel.tsx').then((m) => m.TabPanel),
  Tabs: () => import('./Tabs.tsx').then((m) => m.Tabs),
  Tags: () => import('./Tags.tsx').then((m) => m.Tags),
  Text: () => import('./Text.tsx').then((m) => m.Text),
  TextArea: () => import('./TextArea.tsx').then((m) => m.TextArea),
  TextInput: () => import('./TextInput.tsx').then((m) => m.TextInput),
};
