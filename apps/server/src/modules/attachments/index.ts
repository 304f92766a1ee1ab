/** What other domains may use of attachments (files are linked by refType/refId; see docs/contributing.md). */
export { countAttachments } from './attachments.service';

export { type AttachmentReader, registerAttachmentReader } from './read-policies';
