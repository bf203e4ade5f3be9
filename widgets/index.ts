/**
 * The widget registry: every name a schema may use in `"widget"`. To add a
 * widget, write widgets/<Name>.contract.ts (its props, events and an
 * example: what `npm run check` checks documents against) and
 * widgets/<Name>.tsx (props typed from the contract, events out through
 * `emit`, no user-visible text of its own), and add one line here, one in
 * widgets/contracts.ts and one in widgets/widgetLoaders.ts (the app
 * downloads a widget with the screens that draw it). This registry loads every widget at once: tests, the live preview
 * and the build-time prerender use it.
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
import { LazySchemaForm } from './LazySchemaForm.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { ListItem } from './ListItem.tsx';
import { Loader } from './Loader.tsx';
import { Notice } from './Notice.tsx';
import { Page } from './Page.tsx';
import { PayCode } from './PayCode.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductOffer } from './ProductOffer.tsx';
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
  SchemaForm: LazySchemaForm,
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
