/**
 * Every widget's contract, by its registry name: what `npm run check` checks each node against, what the
 * editors complete and what the catalogue lists. The app never imports this file: contracts stay out of its bundle.
 *
 * Written from the contracts (widgets/<Name>.contract.ts) by `npm run contracts` (scripts/widgetRegistryFiles.ts):
 * do not edit by hand; `npm run check` says when it is behind.
 */
import type { WidgetContract } from '../renderer/contract.ts';
import { contract as AgreementCheckContract } from './AgreementCheck.contract.ts';
import { contract as ArticleContract } from './Article.contract.ts';
import { contract as ButtonContract } from './Button.contract.ts';
import { contract as ButtonBarContract } from './ButtonBar.contract.ts';
import { contract as ChoiceListContract } from './ChoiceList.contract.ts';
import { contract as CodeInputContract } from './CodeInput.contract.ts';
import { contract as ContactLineContract } from './ContactLine.contract.ts';
import { contract as DialogContract } from './Dialog.contract.ts';
import { contract as ErrorStateContract } from './ErrorState.contract.ts';
import { contract as FallbackContract } from './Fallback.contract.ts';
import { contract as FigureContract } from './Figure.contract.ts';
import { contract as FooterContract } from './Footer.contract.ts';
import { contract as FrameContract } from './Frame.contract.ts';
import { contract as ImageGridContract } from './ImageGrid.contract.ts';
import { contract as ImagePickerContract } from './ImagePicker.contract.ts';
import { contract as LanguageSwitchContract } from './LanguageSwitch.contract.ts';
import { contract as ListItemContract } from './ListItem.contract.ts';
import { contract as LoaderContract } from './Loader.contract.ts';
import { contract as NoticeContract } from './Notice.contract.ts';
import { contract as PageContract } from './Page.contract.ts';
import { contract as PayCodeContract } from './PayCode.contract.ts';
import { contract as ProductCardContract } from './ProductCard.contract.ts';
import { contract as ProductOfferContract } from './ProductOffer.contract.ts';
import { contract as SchemaFormContract } from './SchemaForm.contract.ts';
import { contract as SectionContract } from './Section.contract.ts';
import { contract as ServiceLineContract } from './ServiceLine.contract.ts';
import { contract as SiteFooterContract } from './SiteFooter.contract.ts';
import { contract as SiteNavContract } from './SiteNav.contract.ts';
import { contract as StarRatingContract } from './StarRating.contract.ts';
import { contract as StatusBannerContract } from './StatusBanner.contract.ts';
import { contract as StepsContract } from './Steps.contract.ts';
import { contract as StoreBadgeContract } from './StoreBadge.contract.ts';
import { contract as SuccessNoticeContract } from './SuccessNotice.contract.ts';
import { contract as SwipeTabsContract } from './SwipeTabs.contract.ts';
import { contract as TabPanelContract } from './TabPanel.contract.ts';
import { contract as TabsContract } from './Tabs.contract.ts';
import { contract as TagsContract } from './Tags.contract.ts';
import { contract as TextContract } from './Text.contract.ts';
import { contract as TextAreaContract } from './TextArea.contract.ts';
import { contract as TextInputContract } from './TextInput.contract.ts';

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
