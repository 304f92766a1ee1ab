/** Business constants and limits of spec §9. */
export const MB = 1024 * 1024;

export const LIMITS = {
  requestTimeoutMs: 60_000,
  loginRedirectDelayMs: 1_000,
  toastDurationMs: 2_000,
  toastOffset: 40,
  defaultExhibitionId: 200417,
  visitorSurveyId: 200417,
  seminarSurveyId: 20041722,
  visitorCardImageBytes: 2 * MB,
  enterpriseImageBytes: 10 * MB,
  postImageBytes: 10 * MB,
  chatFileBytes: 100 * MB,
  enterpriseVideoBytes: 50 * MB,
  enterpriseVideoSeconds: 30,
  enterpriseVideoMinHeight: 720,
  postContentChars: 1000,
  enterpriseIntroChars: 1000,
  profileWords: 2000,
  postCover: { width: 215, height: 140 },
  productCover: { width: 300, height: 300 },
  productDetailVideo: { width: 750, height: 750 },
  newProductsPerExhibitor: 2,
  chatHistoryDays: 7,
  chatHistoryPage: 15,
  groupMemberPage: 30,
  unreadCap: 99,
  clockTickMs: 500,
  videoRoomMax: 2 ** 32 - 1,
  /** Verification codes: lifetime and resend interval (ours; the spec is silent). */
  codeTtlSeconds: 10 * 60,
  codeResendSeconds: 60,
  codeMaxPerAddressPerHour: 5,
  /**
   * Codes one network address may ask for in an hour for callers not signed in: high enough
   * for a fair hall's Wi-Fi or a company NAT (hundreds of phones behind one address), low
   * enough to stop a script (docs/security.md, issue 23 item 14). Signed-in callers are
   * counted by their address only.
   */
  codeMaxPerIpPerHour: 300,
  codeMaxAttempts: 5,
  /**
   * Sign-in guesses (issue 16 item 8), counted per account (its mobile and email together):
   * the first `loginFreeFailures` failures cost nothing; from then on each attempt waits
   * `loginDelayBaseSeconds`, doubling with every further failure, at most `loginLockMinutes`.
   * At `loginMaxFailures` the owner gets a notice. Failures older than `loginLockMinutes` are forgotten.
   */
  /** New resized copies of pictures one client may cause per minute; beyond, it gets the originals. */
  resizePerClientPerMinute: 60,
  /** Resized copies are deleted this many days after they were made (made again when asked). */
  resizeKeepDays: 30,
  /** Wrong mobile + last six digits for one seminar request within an hour before it refuses checks. */
  seminarAuthMaxFailures: 5,
  loginFreeFailures: 3,
  loginDelayBaseSeconds: 30,
  loginMaxFailures: 5,
  loginLockMinutes: 15,
} as const;

/**
 * The 32nd fair as reference data: only the seed of `fair_editions` and tests read it. Code
 * reads the fair edition from the database (server: modules/fair; web: the config call).
 */
export const FAIR = {
  edition: 32,
  exhibitionId: 200417,
  startDate: '2024-05-15',
  endDate: '2024-05-17',
  openTime: '09:00',
  closeTime: '17:00',
  timeZone: 'Asia/Shanghai',
  city: 'Nanjing',
} as const;
