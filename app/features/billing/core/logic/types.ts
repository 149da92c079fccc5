import type { components, operations } from '../../../../../generated/rest/billing.ts';

/** The billing contract's shapes the account page's rules read (generated from contracts/openapi/billing.yaml). */
type Schemas = components['schemas'];
export type UserDetails = Schemas['UserDetails'];
export type ProductItem = Schemas['ProductItem'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Coupon = Schemas['Coupon'];
export type BillItem = Schemas['BillItem'];
export type BillLineItem = Schemas['BillLineItem'];
export type PriceChange = Schemas['PriceChange'];
export type Biller = Schemas['Biller'];
export type BillingFsmState = Schemas['BillingFsmState'];
export type BillingPeriodUnit = Schemas['BillingPeriodUnit'];
export type PlanId = Schemas['PlanId'];
export type SetupIntentPayload = Schemas['SetupIntentPayload'];
export type SignupDetails = Schemas['SignupDetails'];
export type ProductChannel = Schemas['ProductChannel'];
export type OfferDetails = Schemas['OfferDetails'];
export type UpgradeDetails = Schemas['UpgradeDetails'];
export type AddonId = Schemas['AddonId'];
export type NewSubscriptionRequest = Schemas['NewSubscriptionRequest'];
export type SubscribeRequest = Schemas['SubscribeRequest'];
export type StoreSubscriptionDetailsRequest = Schemas['StoreSubscriptionDetailsRequest'];
export type OfferType = Schemas['OfferType'];
/** The query of POST /billing/upgrade_details: Checkout's coupon, a switch to direct billing. */
export type UpgradeDetailsQuery = NonNullable<operations['getUpgradeDetails']['parameters']['query']>;
