/** What other domains may use of attachments (files are linked by refType/refId; see docs/contributing.md). */
export { countAttachments } from './attachments.service';
export { checkFilePass, FILE_PASS_SECONDS, signFileUrl } from './file-pass';

export {
  type AttachmentReader,
  type PrivateFileGate,
  type PublicFileCheck,
  registerAttachmentReader,
  registerPrivateFiles,
  registerPublicFiles,
} from './read-policies';
