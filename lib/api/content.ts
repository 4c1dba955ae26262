import {
  contactMessageAnswer,
  jobApplicationAnswer,
  RESUME_FIELD,
  type ContactMessageInput,
} from '../contracts/inquiries';
import { post, postForm } from './client';

// POST /webcontent/saveContactMessage – the contact form of /about/contact
export function sendContactMessage(input: ContactMessageInput) {
  return post('/webcontent/saveContactMessage', input, contactMessageAnswer);
}

// POST /webcontent/applyJob – multipart: an application with its résumé
export function applyForJob(fields: { jobId: number; name: string; phone: string; email: string; message?: string }, resume: Blob, fileName: string) {
  return postForm('/webcontent/applyJob', fields, { [RESUME_FIELD]: { blob: resume, name: fileName } }, jobApplicationAnswer);
}
