/**
 * The widget registry: every name a schema may use in `"widget"`, with the component that draws it, loaded
 * at once (tests, the live preview and the build-time prerender use it; the app starts with
 * widgets/startWidgets.ts and downloads the rest with the screens that draw them: widgets/appWidgets.ts).
 *
 * Written from the contracts (widgets/<Name>.contract.ts) by `npm run contracts` (scripts/widgetRegistryFiles.ts):
 * do not edit by hand; `npm run check` says when it is behind.
 * To add a widget: widgets/<Name>.contract.ts, widgets/<Name>.tsx and tests/unit/widgets/<Name>.test.tsx.
 */
import type { WidgetRegistry } from '../renderer/types.ts';
import { AgreementCheck } from './AgreementCheck.tsx';
import { Article } from './Article.tsx';
import { Button } from './Button.tsx';
import { ButtonBar } from './ButtonBar.tsx';
import { ChoiceList } from './ChoiceList.tsx';
import { CodeInput } from './CodeInput.tsx';
import { ContactLine } from './ContactLine.tsx';
import { Dialog } from './Dialog.tsx';
import { ErrorState } from './ErrorState.tsx';
import { Fallback } from './Fallback.tsx';
import { Figure } from './Figure.tsx';
import { Footer } from './Footer.tsx';
import { Frame } from './Frame.tsx';
import { ImageGrid } from './ImageGrid.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ListItem } from './ListItem.tsx';
import { Loader } from './Loader.tsx';
import { Notice } from './Notice.tsx';
import { Page } from './Page.tsx';
import { PayCode } from './PayCode.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductOffer } from './ProductOffer.tsx';
import { LazySchemaForm as SchemaForm } from './LazySchemaForm.tsx';
import { Section } from './Section.tsx';
import { ServiceLine } from './ServiceLine.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteNav } from './SiteNav.tsx';
import { StarRating } from './StarRating.tsx';
import { StatusBanner } from './StatusBanner.tsx';
import { Steps } from './Steps.tsx';
import { StoreBadge } from './StoreBadge.tsx';
import { SuccessNotice } from './SuccessNotice.tsx';
import { SwipeTabs } from './SwipeTabs.tsx';
import { TabPanel } from './TabPanel.tsx';
import { Tabs } from './Tabs.tsx';
import { Tags } from './Tags.tsx';
import { Text } from './Text.tsx';
import { TextArea } from './TextArea.tsx';
import { TextInput } from './TextInput.tsx';

export const widgets: WidgetRegistry = {
  AgreementCheck,
  Article,
  Button,
  ButtonBar,
  ChoiceList,
  CodeInput,
  ContactLine,
  Dialog,
  ErrorState,
  Fallback,
  Figure,
  Footer,
  Frame,
  ImageGrid,
  ImagePicker,
  LanguageSwitch,
  ListItem,
  Loader,
  Notice,
  Page,
  PayCode,
  ProductCard,
  ProductOffer,
  SchemaForm,
  Section,
  ServiceLine,
  SiteFooter,
  SiteNav,
  StarRating,
  StatusBanner,
  Steps,
  StoreBadge,
  SuccessNotice,
  SwipeTabs,
  TabPanel,
  Tabs,
  Tags,
  Text,
  TextArea,
  TextInput,
};
