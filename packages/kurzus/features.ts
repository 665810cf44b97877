import type { BehaviorDefinition } from '#behaviors';
import { ticket } from '../features/ticket/index.ts';
import { buy, gift } from '../features/buy/index.ts';
import { bundle } from '../features/bundle/index.ts';
import { cartBlock } from '../features/cart-block/index.ts';
import { paymentRedirect } from '../features/payment-redirect/index.ts';

/** Every feature of the bundle, in attach order. A new feature is one import and one entry here. */
export const features: readonly BehaviorDefinition[] = [ticket, buy, gift, bundle, cartBlock, paymentRedirect];
