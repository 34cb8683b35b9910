import type { IssueType } from './support.rules.js';

/** POST /api/support: the Help Center form. */
export interface SupportRequest {
  name: string;
  email: string;
  issueType: IssueType;
  message: string;
}

/** POST /api/contact: the Contact Us form. */
export interface ContactMessage {
  name: string;
  university: string;
  email: string;
  message: string;
}
