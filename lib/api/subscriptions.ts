import { saveSubscriptionAnswer, type SaveSubscriptionInput, type SaveSubscriptionAnswer } from '../contracts/subscriptions';
import { post } from './client';

// POST /websubMaskFcl/saveSubMaskFcl
export function saveSubscription(input: SaveSubscriptionInput): Promise<SaveSubscriptionAnswer> {
  return post('/websubMaskFcl/saveSubMaskFcl', input, saveSubscriptionAnswer);
}
