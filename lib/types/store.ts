/** The store (SPEC §3 Package, Order, Shipping address): what the /api/shop and /api/user/address routes answer. */

export type StoreItemKind = 'package' | 'goods';
export type PaymentMethod = 'alipay' | 'wechat';
/** pending (awaiting payment) | paid | pending_shipment (goods, paid) | expired (unpaid after 15 minutes) */
export type OrderStatus = 'pending' | 'paid' | 'pending_shipment' | 'expired';

/** A package's terms, pinned into every order that buys it. */
export interface PackageTerms {
  classes: number;
  minutesPerClass: number;
  validityDays: number;
  vouchers: number;
  /** The refund rule in words, in the caller's language (the same rule the refund calculator applies). */
  refundRule: string;
}

export interface StoreItem {
  id: number;
  slug: string;
  kind: StoreItemKind;
  /** In the caller's language. */
  name: string;
  description: string;
  /** Image URLs, the first is the cover (goods have pictures; packages may have none). */
  images: string[];
  priceFen: number;
  soldCount: number;
  /** Goods: units left; packages: null (not counted). */
  stock: number | null;
  /** Packages only. */
  terms: PackageTerms | null;
  /** Packages only: priceFen / classes, rounded to the fen. */
  pricePerClassFen: number | null;
  /** Packages only: false when the caller is a compulsory-education student and the package is over the prepayment cap. */
  allowed: boolean;
}

export interface CartLine {
  item: StoreItem;
  quantity: number;
}

export interface Cart {
  lines: CartLine[];
  /** Sum of the quantities: the header's cart number (cartnumber). */
  count: number;
  totalFen: number;
}

export interface AddressRegionView {
  /** 'CN' for mainland China (province, city and district codes), any other ISO code for free text. */
  country: string;
  provinceCode?: string;
  cityCode?: string;
  districtCode?: string;
  /** As shown: '浙江省 杭州市 西湖区', or the free text. */
  text: string;
}

export interface Address {
  id: number;
  addressee: string;
  dialCode: string;
  phone: string;
  region: AddressRegionView;
  detail: string;
  isDefault: boolean;
}

export interface AddressInput {
  addressee: string;
  dialCode: string;
  phone: string;
  region: AddressRegionView;
  detail: string;
  isDefault?: boolean;
}

export interface OrderLineView {
  itemId: number;
  kind: StoreItemKind;
  name: string;
  image: string | null;
  priceFen: number;
  quantity: number;
  terms: PackageTerms | null;
}

export interface OrderView {
  orderNo: string;
  kind: StoreItemKind;
  status: OrderStatus;
  lines: OrderLineView[];
  totalFen: number;
  method: PaymentMethod | null;
  createdAt: string;
  /** When an unpaid order expires (15 minutes after it was made). */
  expiresAt: string;
  paidAt: string | null;
  /** The latest payment attempt failed at this time (and nothing was paid since). */
  lastFailureAt: string | null;
  address: { addressee: string; dialCode: string; phone: string; region: AddressRegionView; detail: string } | null;
  /** Packages bought by this order, with what is left of them. */
  packages: { packageId: number; name: string; remaining: number; totalClasses: number; expiresAt: string }[];
}

/** What starting a payment answers: the gateway's pay URL (shown as a QR code) until the order expires. */
export interface PaymentStart {
  orderNo: string;
  method: PaymentMethod;
  payUrl: string;
  expiresAt: string;
}
