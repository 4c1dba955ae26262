import type { SpotOffer, SpotOfferView } from './spot';

/**
 * A spot offer as a certified customer sees it (with its amounts), not the masked view of others.
 * Apart from lib/contracts/spot, whose zod schemas the spot space page does not load.
 */
export const hasAmounts = (o: SpotOfferView): o is SpotOffer => 'prepaidFee' in o;
