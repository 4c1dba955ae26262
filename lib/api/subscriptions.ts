import {
  manageSubscriptionsAnswer,
  saveSubscriptionAnswer,
  type DeleteSubscriptionInput,
  type SaveSubscriptionInput,
  type SaveSubscriptionAnswer,
} from '../contracts/subscriptions';
import { z } from 'zod';
import { okEnvelope } from '../contracts/envelope';
import { call } from './client';
import { websubMaskFclApi } from '../endpoints/websubMaskFcl';

export function saveSubscription(input: SaveSubscriptionInput): Promise<SaveSubscriptionAnswer> {
  return call(websubMaskFclApi.saveSubMaskFcl, input, saveSubscriptionAnswer);
}

export const manageSubscriptions = (token: string) => call(websubMaskFclApi.manageSubMaskFcl, { token }, manageSubscriptionsAnswer);

export const deleteSubscription = (input: DeleteSubscriptionInput) => call(websubMaskFclApi.deleteSubMaskFcl, input, okEnvelope(z.unknown()));
