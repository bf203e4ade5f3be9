/**
 * The widget registry: every name a schema may use in `"widget"`. To add a
 * widget, write widgets/<Name>.tsx (props in, events out through `emit`, no
 * user-visible text of its own) and add one line here.
 */
import type { WidgetRegistry } from '../renderer/types';
import { Button } from './Button';
import { ChoiceList } from './ChoiceList';
import { ContactLine } from './ContactLine';
import { ImageGrid } from './ImageGrid';
import { ImagePicker } from './ImagePicker';
import { ListItem } from './ListItem';
import { SwipeTabs } from './SwipeTabs';
import { TabPanel } from './TabPanel';
import { Tags } from './Tags';
import { TextArea } from './TextArea';
import { ButtonBar } from './ButtonBar';
import { Dialog } from './Dialog';
import { ErrorState } from './ErrorState';
import { Fallback } from './Fallback';
import { Footer } from './Footer';
import { LazySchemaForm } from './LazySchemaForm';
import { Loader } from './Loader';
import { Notice } from './Notice';
import { Page } from './Page';
import { ProductCard } from './ProductCard';
import { ProductOffer } from './ProductOffer';
import { Section } from './Section';
import { ServiceLine } from './ServiceLine';
import { StarRating } from './StarRating';
import { StatusBanner } from './StatusBanner';
import { Tabs } from './Tabs';
import { Text } from './Text';

export const widgets: WidgetRegistry = {
  Button,
  ButtonBar,
  ChoiceList,
  ContactLine,
  Dialog,
  ErrorState,
  Fallback,
  Footer,
  ImageGrid,
  ImagePicker,
  ListItem,
  Loader,
  Notice,
  Page,
  ProductCard,
  ProductOffer,
  SchemaForm: LazySchemaForm,
  Section,
  ServiceLine,
  StarRating,
  StatusBanner,
  SwipeTabs,
  TabPanel,
  Tabs,
  Tags,
  Text,
  TextArea,
};
