/** The product name. The spec writes `{product}`; every user-facing text takes it from here. */
export const PRODUCT_NAME = 'Airwave';

/** Plan and add-on ids are prefixed with the product's id (`airwave-argon`, `airwave-fast`, …). */
export const PRODUCT_ID = 'airwave';
