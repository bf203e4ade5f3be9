/**
 * The widgets a page downloads only when its screen draws them: one chunk per
 * widget, loaded by name before the screen is drawn (widgets/appWidgets.ts).
 * The same names as widgets/index.ts minus the ones every page may draw
 * (appWidgets' own); a unit test keeps the two lists equal.
 */
import type { WidgetComponent } from '../renderer/types';

export const widgetLoaders: { [name: string]: () => Promise<WidgetComponent> } = {
  AgreementCheck: () => import('./AgreementCheck').then((m) => m.AgreementCheck),
  Article: () => import('./Article').then((m) => m.Article),
  Button: () => import('./Button').then((m) => m.Button),
  ButtonBar: () => import('./ButtonBar').then((m) => m.ButtonBar),
  ChoiceList: () => import('./ChoiceList').then((m) => m.ChoiceList),
  CodeInput: () => import('./CodeInput').then((m) => m.CodeInput),
  ContactLine: () => import('./ContactLine').then((m) => m.ContactLine),
  Dialog: () => import('./Dialog').then((m) => m.Dialog),
  Figure: () => import('./Figure').then((m) => m.Figure),
  Footer: () => import('./Footer').then((m) => m.Footer),
  Frame: () => import('./Frame').then((m) => m.Frame),
  ImageGrid: () => import('./ImageGrid').then((m) => m.ImageGrid),
  ImagePicker: () => import('./ImagePicker').then((m) => m.ImagePicker),
  LanguageSwitch: () => import('./LanguageSwitch').then((m) => m.LanguageSwitch),
  ListItem: () => import('./ListItem').then((m) => m.ListItem),
  Notice: () => import('./Notice').then((m) => m.Notice),
  PayCode: () => import('./PayCode').then((m) => m.PayCode),
  ProductCard: () => import('./ProductCard').then((m) => m.ProductCard),
  ProductOffer: () => import('./ProductOffer').then((m) => m.ProductOffer),
  // The form itself (rjsf), not LazySchemaForm: the screen waits for it, so its first render never suspends.
  SchemaForm: () => import('./form/SchemaForm').then((m) => m.default),
  Section: () => import('./Section').then((m) => m.Section),
  ServiceLine: () => import('./ServiceLine').then((m) => m.ServiceLine),
  SiteFooter: () => import('./SiteFooter').then((m) => m.SiteFooter),
  SiteNav: () => import('./SiteNav').then((m) => m.SiteNav),
  StarRating: () => import('./StarRating').then((m) => m.StarRating),
  StatusBanner: () => import('./StatusBanner').then((m) => m.StatusBanner),
  Steps: () => import('./Steps').then((m) => m.Steps),
  StoreBadge: () => import('./StoreBadge').then((m) => m.StoreBadge),
  SuccessNotice: () => import('./SuccessNotice').then((m) => m.SuccessNotice),
  SwipeTabs: () => import('./SwipeTabs').then((m) => m.SwipeTabs),
  TabPanel: () => import('./TabPanel').then((m) => m.TabPanel),
  Tabs: () => import('./Tabs').then((m) => m.Tabs),
  Tags: () => import('./Tags').then((m) => m.Tags),
  Text: () => import('./Text').then((m) => m.Text),
  TextArea: () => import('./TextArea').then((m) => m.TextArea),
  TextInput: () => import('./TextInput').then((m) => m.TextInput),
};
