import type { DeleteSubscriptionInput, SaveSubscriptionInput, SaveSubscriptionAnswer } from '../contracts/subscriptions';
import { call } from './client';
import { websubMaskFclApi } from '../endpoints/websubMaskFcl';

export function saveSubscription(input: SaveSubscriptionInput): Promise<SaveSubscriptionAnswer> {
  return call(websubMaskFclApi.saveSubMaskFcl, input);
}

export const manageSubscriptions = (token: string) => call(websubMaskFclApi.manageSubMaskFcl, { token });

export const deleteSubscription = (input: DeleteSubscriptionInput) => call(websubMaskFclApi.deleteSubMaskFcl, input);
