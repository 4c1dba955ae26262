import {
  RESUME_FIELD,
  type ContactMessageInput,
} from '../contracts/inquiries';
import { call, callForm } from './client';
import { webcontentApi } from '../endpoints/webcontent';

export function sendContactMessage(input: ContactMessageInput) {
  return call(webcontentApi.saveContactMessage, input);
}

export function applyForJob(fields: { jobId: number; name: string; phone: string; email: string; message?: string }, resume: Blob, fileName: string) {
  return callForm(webcontentApi.applyJob, fields, { [RESUME_FIELD]: { blob: resume, name: fileName } });
}
