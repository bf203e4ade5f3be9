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
import type { WidgetRegistry } from '../renderer/types';
import { AgreementCheck } from './AgreementCheck';
import { Article } from './Article';
import { Button } from './Button';
import { ButtonBar } from './ButtonBar';
import { ChoiceList } from './ChoiceList';
import { CodeInput } from './CodeInput';
import { ContactLine } from './ContactLine';
import { Dialog } from './Dialog';
import { ErrorState } from './ErrorState';
import { Fallback } from './Fallback';
import { Figure } from './Figure';
import { Footer } from './Footer';
import { Frame } from './Frame';
import { ImageGrid } from './ImageGrid';
import { ImagePicker } from './ImagePicker';
import { LazySchemaForm } from './LazySchemaForm';
import { LanguageSwitch } from './LanguageSwitch';
import { ListItem } from './ListItem';
import { Loader } from './Loader';
import { Notice } from './Notice';
import { Page } from './Page';
import { PayCode } from './PayCode';
import { ProductCard } from './ProductCard';
import { ProductOffer } from './ProductOffer';
import { Section } from './Section';
import { ServiceLine } from './ServiceLine';
import { SiteFooter } from './SiteFooter';
import { SiteNav } from './SiteNav';
import { StarRating } from './StarRating';
import { StatusBanner } from './StatusBanner';
import { Steps } from './Steps';
import { StoreBadge } from './StoreBadge';
import { SuccessNotice } from './SuccessNotice';
import { SwipeTabs } from './SwipeTabs';
import { TabPanel } from './TabPanel';
import { Tabs } from './Tabs';
import { Tags } from './Tags';
import { Text } from './Text';
import { TextArea } from './TextArea';
import { TextInput } from './TextInput';

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
