import {
  type BoothContract,
  type BoothType,
  CONTRACT_TRANSITIONS,
  type ContractInvoice,
  type ContractPaymentState,
  type ContractState,
  type InvoiceInfo,
  type InvoiceIssueInput,
  type InvoiceStatus,
  type Locale,
  type PaymentMethod,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import type { AppDeps } from '../../platform/deps';
import { AppError } from '../../platform/errors';
import {
  assertAdmin,
  assertContentRole,
  assertMember,
  enterprisesByIds,
  findEnterprise,
  getMembership,
} from '../enterprises';
import * as payments from '../payments';
import { type ContractLang, contractLangOf } from './contract.messages';
import { renderContract } from './contract.pdf';
import * as invoiceRepo from './contract-invoices.repository';
import * as repo from './services.repository';

/*
 * Booth contracts (issue 19): issued when the organizer approves booths, drawn as a PDF in
 * Chinese or English, the signed copy uploaded back, paid by bank transfer (the organizer marks
 * it received: one conditional update, so a second mark charges nothing) — and the enterprise's
 * invoice information used for its invoices.
 */

type SoldBooth = { booth: repo.PlanBoothRow; price: number };

function toInvoice(row: invoiceRepo.ContractInvoiceRow | undefined): ContractInvoice | null {
  if (!row) return null;
  return {
    status: row.status as InvoiceStatus,
    type: row.type as ContractInvoice['type'],
    title: row.title,
    taxpayerId: row.taxpayerId,
    email: row.email,
    invoiceNo: row.invoiceNo,
    issuedOn: row.issuedOn,
    rejectReason: row.rejectReason,
    requestedAt: row.updatedAt.toISOString(),
  };
}

/** The invoices of these contracts, by contract id. */
async function invoicesOf(db: Db, rows: repo.ContractRow[]) {
  const invoices = await invoiceRepo.invoicesOfContracts(
    db,
    rows.map((r) => r.id),
  );
  return new Map(invoices.map((i) => [i.contractId, i]));
}

function toContract(
  row: repo.ContractRow,
  enterpriseName: string,
  invoice?: invoiceRepo.ContractInvoiceRow,
): BoothContract {
  return {
    id: row.id,
    contractNo: row.contractNo,
    enterpriseId: row.enterpriseId,
    enterpriseName,
    status: row.status as ContractState,
    booths: row.booths as BoothContract['booths'],
    amount: row.amount,
    paymentStatus: row.paymentStatus as ContractPaymentState,
    paymentMethod: (row.paymentMethod as PaymentMethod | null) ?? null,
    paymentReference: row.contractNo,
    paidAt: row.paidAt?.toISOString() ?? null,
    returnCopyId: row.returnCopyId,
    createdAt: row.createdAt.toISOString(),
    invoice: toInvoice(invoice),
  };
}

/** Issues the contract of booths just sold (inside the approval's transaction). */
export async function createContract(
  tx: Db,
  exhibitionId: number,
  enterpriseId: number,
  applicationId: number | null,
  sold: SoldBooth[],
) {
  return repo.insertContract(tx, {
    exhibitionId,
    enterpriseId,
    applicationId,
    booths: sold.map(({ booth, price }) => ({
      boothNo: booth.boothNo,
      hall: booth.hall,
      type: booth.boothType as BoothType,
      size: Math.round(booth.w * booth.h),
      corner: booth.corner,
      price,
    })),
    amount: sold.reduce((s, b) => s + b.price, 0),
  });
}

async function enterpriseName(db: Db, enterpriseId: number) {
  return (await findEnterprise(db, enterpriseId))?.name ?? '';
}

/** The caller's enterprise's contracts (orders & contracts page, bills). */
export async function myContracts(db: Db, caller: SignedInCaller, exhibitionId: number) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const rows = await repo.contractsOf(db, exhibitionId, membership.enterpriseId);
  const invoices = await invoicesOf(db, rows);
  return rows.map((r) => toContract(r, membership.name, invoices.get(r.id)));
}

/** GET contracts/hasBoothContract/exhibition/{id}/enterprise/{id}: a member of that enterprise (or the organizer) asks. */
export async function hasBoothContract(
  db: Db,
  caller: SignedInCaller & { organizer: boolean },
  exhibitionId: number,
  enterpriseId: number,
) {
  if (!caller.organizer) await assertMember(db, caller.userId, enterpriseId, caller.locale);
  const rows = await repo.contractsOf(db, exhibitionId, enterpriseId);
  return rows.some((r) => r.status !== 'cancelled');
}

/** A contract the caller may see: its enterprise's staff, or the organizer. */
async function visibleContract(db: Db, caller: SignedInCaller & { organizer: boolean }, contractId: number) {
  const row = await repo.findContract(db, contractId);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  if (!caller.organizer) {
    const membership = await assertMember(db, caller.userId, undefined, caller.locale);
    if (membership.enterpriseId !== row.enterpriseId) throw new AppError('CONTRACT_NOT_FOUND');
  }
  return row;
}

/** GET contracts/preview/{id}: the PDF in the asked language (the caller's by default). */
export async function previewPdf(
  db: Db,
  caller: SignedInCaller & { organizer: boolean },
  contractId: number,
  lang: ContractLang | undefined,
) {
  const row = await visibleContract(db, caller, contractId);
  const contract = toContract(row, await enterpriseName(db, row.enterpriseId));
  return { contract, pdf: await renderContract(contract, lang ?? contractLangOf(caller.locale)) };
}

/** PUT contracts/return_copy/{id}: the signed copy (an attachment the caller uploaded: PDF or picture). */
export async function returnCopy(db: Db, caller: SignedInCaller, contractId: number, attachmentId: number) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.findContract(db, contractId);
  if (!row || row.enterpriseId !== membership.enterpriseId) throw new AppError('CONTRACT_NOT_FOUND');
  const file = await repo.findAttachment(db, attachmentId);
  const usable =
    file &&
    !file.deletedAt &&
    file.ownerUserId === caller.userId &&
    (file.mimeType === 'application/pdf' || file.mimeType.startsWith('image/'));
  if (!usable) throw new AppError('RETURN_COPY_NOT_USABLE');
  const updated = await repo.contractStates.update(db, row.id, CONTRACT_TRANSITIONS.returnCopy.from, {
    status: CONTRACT_TRANSITIONS.returnCopy.to,
    returnCopyId: attachmentId,
  });
  if (!updated) throw new AppError('CONTRACT_STATE');
  await repo.linkAttachment(db, attachmentId, 'boothContract', String(row.id));
  return toContract(updated, membership.name);
}

/** The exhibitor announces a bank transfer (quoting the contract number); the organizer marks it received. */
export async function payByBank(db: Db, caller: SignedInCaller, contractId: number) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.findContract(db, contractId);
  if (!row || row.enterpriseId !== membership.enterpriseId) throw new AppError('CONTRACT_NOT_FOUND');
  if (row.status === 'cancelled') throw new AppError('CONTRACT_STATE');
  const updated = await repo.announcePaymentIf(db, row.id, 'bank');
  if (!updated) throw new AppError('CONTRACT_ALREADY_PAID');
  return toContract(updated, membership.name);
}

/* ------------------------------------------------- paid online (WeChat) */

/** The payments domain's name for a booth contract's trades. */
export const CONTRACT_PAYABLE = 'boothContract';

/**
 * Who pays a contract online, and what its paid trade does: the contract becomes paid once
 * (unpaid|pending → paid, method wechat) in the transaction of the trade's `pending → paid`.
 * The payments domain calls this after its signature, replay and amount checks.
 */
export const contractPayable: payments.Payable = {
  returnPath: '/myEnterprise/ordersContracts',
  async mayPay(db, userId, contractId) {
    const row = await repo.findContract(db, contractId);
    const membership = await getMembership(db, userId);
    return Boolean(
      row &&
        membership?.certified &&
        membership.role !== 'staff' &&
        membership.enterpriseId === row.enterpriseId,
    );
  },
  async paid(tx, contractId, trade) {
    await repo.markPaidIf(tx, contractId, trade.method, null);
  },
};

/** The contract an administrator of its enterprise may pay: another enterprise's is refused (403). */
async function payableContract(db: Db, caller: SignedInCaller, contractId: number) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.findContract(db, contractId);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  if (row.enterpriseId !== membership.enterpriseId) throw new AppError('CONTRACT_NOT_YOURS');
  if (row.status === 'cancelled') throw new AppError('CONTRACT_STATE');
  if (row.paymentStatus === 'paid') throw new AppError('CONTRACT_ALREADY_PAID');
  return { row, membership };
}

/**
 * POST contracts/{id}/pay/wechat: a WeChat trade for the contract's amount (QR code; the sandbox
 * page where it is the sandbox). Any issued, returned or confirmed contract not yet paid may be
 * paid this way, also after a bank transfer was announced (the contract becomes paid by whichever
 * confirmation comes first; the other changes nothing). A new start closes the open trade.
 */
export async function payOnline(deps: AppDeps, caller: SignedInCaller, contractId: number) {
  const { row, membership } = await payableContract(deps.db, caller, contractId);
  if (row.amount <= 0) throw new AppError('CONTRACT_STATE');
  const trade = await payments.startTrade(deps, {
    kind: CONTRACT_PAYABLE,
    subjectId: row.id,
    amount: row.amount,
    reference: row.contractNo,
    userId: caller.userId,
  });
  return { ...toContract(row, membership.name), onlinePayment: trade };
}

/**
 * POST contracts/{id}/pay/wechat/query: the page asks again after the QR code was paid (WeChat Pay
 * is asked about a trade whose notification did not come); answers the contract.
 */
export async function refreshOnline(deps: AppDeps, caller: SignedInCaller, contractId: number) {
  const membership = await assertContentRole(deps.db, caller.userId, undefined, caller.locale);
  const row = await repo.findContract(deps.db, contractId);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  if (row.enterpriseId !== membership.enterpriseId) throw new AppError('CONTRACT_NOT_YOURS');
  if (row.paymentStatus !== 'paid') await payments.queryTrade(deps, CONTRACT_PAYABLE, row.id);
  const now = (await repo.findContract(deps.db, contractId)) ?? row;
  const invoices = await invoicesOf(deps.db, [now]);
  return {
    ...toContract(now, membership.name, invoices.get(now.id)),
    onlinePayment:
      now.paymentStatus === 'paid' ? null : await payments.openTrade(deps, CONTRACT_PAYABLE, now.id),
  };
}

/** The contracts with the WeChat trade each has open (the QR code shown again after a reload). */
export async function withOnlinePayments(deps: AppDeps, rows: BoothContract[]) {
  return Promise.all(
    rows.map(async (c) => ({
      ...c,
      onlinePayment:
        c.paymentStatus === 'paid' ? null : await payments.openTrade(deps, CONTRACT_PAYABLE, c.id),
    })),
  );
}

/**
 * Organizer: the transfer arrived. A second mark is refused (nothing changes); a WeChat QR code
 * still open for the contract is closed, so it cannot be paid a second time.
 */
export async function markReceived(deps: AppDeps, organizerId: number, contractId: number) {
  const { db } = deps;
  const row = await repo.findContract(db, contractId);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  if (row.status === 'cancelled') throw new AppError('CONTRACT_STATE');
  const updated = await repo.markPaidIf(db, row.id, 'bank', organizerId);
  if (!updated) throw new AppError('CONTRACT_ALREADY_PAID');
  await payments.closeTrades(deps, CONTRACT_PAYABLE, row.id);
  return toContract(updated, await enterpriseName(db, row.enterpriseId));
}

/** Organizer: the signed copy is accepted. */
export async function confirmContract(db: Db, contractId: number) {
  const row = await repo.findContract(db, contractId);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  const updated = await repo.contractStates.update(db, row.id, CONTRACT_TRANSITIONS.confirm.from, {
    status: CONTRACT_TRANSITIONS.confirm.to,
  });
  if (!updated) throw new AppError('CONTRACT_STATE');
  return toContract(updated, await enterpriseName(db, row.enterpriseId));
}

export async function organizerContracts(db: Db, exhibitionId: number, paymentStatus?: ContractPaymentState) {
  const rows = await repo.allContracts(db, exhibitionId, paymentStatus);
  const names = new Map(
    (await enterprisesByIds(db, [...new Set(rows.map((r) => r.enterpriseId))])).map((e) => [e.id, e.name]),
  );
  const invoices = await invoicesOf(db, rows);
  return rows.map((r) => toContract(r, names.get(r.enterpriseId) ?? '', invoices.get(r.id)));
}

/* ------------------------------------------------- invoices of booth contracts */

/**
 * POST contracts/{id}/invoice: the invoice of a paid contract, made out with the enterprise's
 * saved invoice information (VAT general or special). Asking again (after a return, or after
 * correcting the information) updates the same request; never once issued.
 */
export async function requestInvoice(db: Db, caller: SignedInCaller, contractId: number) {
  const membership = await assertContentRole(db, caller.userId, undefined, caller.locale);
  const row = await repo.findContract(db, contractId);
  if (!row || row.enterpriseId !== membership.enterpriseId) throw new AppError('CONTRACT_NOT_FOUND');
  if (row.status === 'cancelled') throw new AppError('CONTRACT_STATE');
  if (row.paymentStatus !== 'paid') throw new AppError('INVOICE_ORDER_NOT_PAID');
  const info = await repo.findInvoiceInfo(db, membership.enterpriseId);
  if (!info) throw new AppError('CONTRACT_INVOICE_INFO_MISSING');
  const invoice = await invoiceRepo.upsertInvoice(db, {
    contractId: row.id,
    enterpriseId: membership.enterpriseId,
    requestedBy: caller.userId,
    type: info.type,
    title: info.title,
    taxpayerId: info.taxpayerId,
    address: info.address,
    phone: info.phone,
    bank: info.bank,
    account: info.account,
    email: info.email,
  });
  if (!invoice) {
    const issued = await invoiceRepo.invoiceOfContract(db, row.id);
    throw new AppError('INVOICE_ALREADY_ISSUED', { invoiceNo: issued?.invoiceNo ?? '' });
  }
  return toContract(row, membership.name, invoice);
}

type InvoiceDecision = { kind: 'issue'; input: InvoiceIssueInput } | { kind: 'reject'; reason: string };

/** Organizer: issue the requested invoice of a contract (number and date) or return it with a reason; once. */
export async function decideInvoice(
  db: Db,
  organizerId: number,
  contractId: number,
  decision: InvoiceDecision,
) {
  const row = await repo.findContract(db, contractId);
  const invoice = row ? await invoiceRepo.invoiceOfContract(db, row.id) : undefined;
  if (!row || !invoice) throw new AppError('INVOICE_NOT_FOUND');
  if (invoice.status !== 'requested') throw new AppError('INVOICE_STATE');
  const decided = await invoiceRepo.decide(
    db,
    invoice.id,
    decision.kind === 'issue'
      ? {
          status: 'issued',
          invoiceNo: decision.input.invoiceNo.trim(),
          issuedOn: decision.input.issuedOn,
          reviewedBy: organizerId,
        }
      : { status: 'rejected', rejectReason: decision.reason.trim(), reviewedBy: organizerId },
  );
  if (!decided) throw new AppError('INVOICE_STATE');
  return toContract(row, await enterpriseName(db, row.enterpriseId), decided);
}

/* ------------------------------------------------------ invoice information */

/** The enterprise's invoice information, prefilled from the certified enterprise when never saved. */
export async function invoiceInfo(db: Db, caller: SignedInCaller) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const saved = await repo.findInvoiceInfo(db, membership.enterpriseId);
  if (saved) {
    const { enterpriseId: _e, updatedBy: _u, updatedAt: _t, ...info } = saved;
    return { info: { ...info, type: info.type as InvoiceInfo['type'] }, saved: true };
  }
  const e = await findEnterprise(db, membership.enterpriseId);
  return {
    info: {
      type: 'general' as const,
      title: e?.name ?? '',
      taxpayerId: e?.creditCode ?? '',
      address: e?.address ?? '',
      phone: e?.landline ?? '',
      bank: '',
      account: '',
      email: '',
    },
    saved: false,
  };
}

/** Only the administrator changes the enterprise's invoice information (spec §6: enterprise data). */
export async function saveInvoiceInfo(
  db: Db,
  caller: SignedInCaller & { locale: Locale },
  body: InvoiceInfo,
) {
  const membership = await assertAdmin(db, caller.userId, undefined, caller.locale);
  await repo.upsertInvoiceInfo(db, {
    ...body,
    enterpriseId: membership.enterpriseId,
    updatedBy: caller.userId,
  });
  return invoiceInfo(db, caller);
}

/** The signed return copy of a contract (refType 'boothContract') is read by the enterprise's members. */
export async function isContractMember(db: Db, refId: string, userId: number) {
  const id = Number(refId);
  const row = Number.isSafeInteger(id) && id > 0 ? await repo.findContract(db, id) : undefined;
  return row !== undefined && (await getMembership(db, userId))?.enterpriseId === row.enterpriseId;
}
