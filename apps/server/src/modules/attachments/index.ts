/** What other domains may use of attachments (files are linked by refType/refId; see docs/contributing.md). */
export { countAttachments } from './attachments.service';

export {
  type AttachmentReader,
  type PrivateFileGate,
  registerAttachmentReader,
  registerPrivateFiles,
} from './read-policies';
