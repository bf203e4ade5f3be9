/**
 * Every widget's contract (widgets/<Name>.contract.ts), by its registry name:
 * what `npm run check` checks each node against, what the editors complete
 * and what the catalogue lists. To add a widget, write its contract beside it
 * and add one line here too (as in widgets/index.ts and
 * widgets/widgetLoaders.ts); a unit test keeps the names equal to the
 * registry's. The app never imports this file: contracts stay out of its bundle.
 */
import type { WidgetContract } from '../renderer/contract';
import { contract as AgreementCheckContract } from './AgreementCheck.contract';
import { contract as ArticleContract } from './Article.contract';
import { contract as ButtonContract } from './Button.contract';
import { contract as ButtonBarContract } from './ButtonBar.contract';
import { contract as ChoiceListContract } from './ChoiceList.contract';
import { contract as CodeInputContract } from './CodeInput.contract';
import { contract as ContactLineContract } from './ContactLine.contract';
import { contract as DialogContract } from './Dialog.contract';
import { contract as ErrorStateContract } from './ErrorState.contract';
import { contract as FallbackContract } from './Fallback.contract';
import { contract as FigureContract } from './Figure.contract';
import { contract as FooterContract } from './Footer.contract';
import { contract as FrameContract } from './Frame.contract';
import { contract as ImageGridContract } from './ImageGrid.contract';
import { contract as ImagePickerContract } from './ImagePicker.contract';
import { contract as LanguageSwitchContract } from './LanguageSwitch.contract';
import { contract as ListItemContract } from './ListItem.contract';
import { contract as LoaderContract } from './Loader.contract';
import { contract as NoticeContract } from './Notice.contract';
import { contract as PageContract } from './Page.contract';
import { contract as PayCodeContract } from './PayCode.contract';
import { contract as ProductCardContract } from './ProductCard.contract';
import { contract as ProductOfferContract } from './ProductOffer.contract';
import { contract as SchemaFormContract } from './SchemaForm.contract';
import { contract as SectionContract } from './Section.contract';
import { contract as ServiceLineContract } from './ServiceLine.contract';
import { contract as SiteFooterContract } from './SiteFooter.contract';
import { contract as SiteNavContract } from './SiteNav.contract';
import { contract as StarRatingContract } from './StarRating.contract';
import { contract as StatusBannerContract } from './StatusBanner.contract';
import { contract as StepsContract } from './Steps.contract';
import { contract as StoreBadgeContract } from './StoreBadge.contract';
import { contract as SuccessNoticeContract } from './SuccessNotice.contract';
import { contract as SwipeTabsContract } from './SwipeTabs.contract';
import { contract as TabPanelContract } from './TabPanel.contract';
import { contract as TabsContract } from './Tabs.contract';
import { contract as TagsContract } from './Tags.contract';
import { contract as TextContract } from './Text.contract';
import { contract as TextAreaContract } from './TextArea.contract';
import { contract as TextInputContract } from './TextInput.contract';

export const widgetContracts: { [name: string]: WidgetContract } = {
  AgreementCheck: AgreementCheckContract,
  Article: ArticleContract,
  Button: ButtonContract,
  ButtonBar: ButtonBarContract,
  ChoiceList: ChoiceListContract,
  CodeInput: CodeInputContract,
  ContactLine: ContactLineContract,
  Dialog: DialogContract,
  ErrorState: ErrorStateContract,
  Fallback: FallbackContract,
  Figure: FigureContract,
  Footer: FooterContract,
  Frame: FrameContract,
  ImageGrid: ImageGridContract,
  ImagePicker: ImagePickerContract,
  LanguageSwitch: LanguageSwitchContract,
  ListItem: ListItemContract,
  Loader: LoaderContract,
  Notice: NoticeContract,
  Page: PageContract,
  PayCode: PayCodeContract,
  ProductCard: ProductCardContract,
  ProductOffer: ProductOfferContract,
  SchemaForm: SchemaFormContract,
  Section: SectionContract,
  ServiceLine: ServiceLineContract,
  SiteFooter: SiteFooterContract,
  SiteNav: SiteNavContract,
  StarRating: StarRatingContract,
  StatusBanner: StatusBannerContract,
  Steps: StepsContract,
  StoreBadge: StoreBadgeContract,
  SuccessNotice: SuccessNoticeContract,
  SwipeTabs: SwipeTabsContract,
  TabPanel: TabPanelContract,
  Tabs: TabsContract,
  Tags: TagsContract,
  Text: TextContract,
  TextArea: TextAreaContract,
  TextInput: TextInputContract,
};
