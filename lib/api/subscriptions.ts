import {
  manageSubscriptionsAnswer,
  saveSubscriptionAnswer,
  type DeleteSubscriptionInput,
  type SaveSubscriptionInput,
  type SaveSubscriptionAnswer,
} from '../contracts/subscriptions';
import { z } from 'zod';
import { okEnvelope } from '../contracts/envelope';
import { post } from './client';

// POST /websubMaskFcl/saveSubMaskFcl
export function saveSubscription(input: SaveSubscriptionInput): Promise<SaveSubscriptionAnswer> {
  return post('/websubMaskFcl/saveSubMaskFcl', input, saveSubscriptionAnswer);
}

// POST /websubMaskFcl/manageSubMaskFcl – a mailed manage link: confirms and lists the address's subscriptions
export const manageSubscriptions = (token: string) => post('/websubMaskFcl/manageSubMaskFcl', { token }, manageSubscriptionsAnswer);

// POST /websubMaskFcl/deleteSubMaskFcl – unsubscribe (owner, or the manage link's token)
export const deleteSubscription = (input: DeleteSubscriptionInput) => post('/websubMaskFcl/deleteSubMaskFcl', input, okEnvelope(z.unknown()));
