import {
  type BoothContract,
  type BoothType,
  CONTRACT_TRANSITIONS,
  type ContractPaymentState,
  type ContractState,
  type InvoiceInfo,
  type Locale,
} from '@cidpex/contracts';
import type { Db } from '../../db/client';
import type { SignedInCaller } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { assertAdmin, assertContentRole, assertMember } from '../enterprises';
import { type ContractLang, contractLangOf } from './contract.messages';
import { renderContract } from './contract.pdf';
import * as exRepo from './exhibitors.repository';
import * as repo from './services.repository';

/*
 * Booth contracts (issue 19): issued when the organizer approves booths, drawn as a PDF in
 * Chinese or English, the signed copy uploaded back, paid by bank transfer (the organizer marks
 * it received: one conditional update, so a second mark charges nothing) — and the enterprise's
 * invoice information used for its invoices.
 */

type SoldBooth = { booth: repo.PlanBoothRow; price: number };

function toContract(row: repo.ContractRow, enterpriseName: string): BoothContract {
  return {
    id: row.id,
    contractNo: row.contractNo,
    enterpriseId: row.enterpriseId,
    enterpriseName,
    status: row.status as ContractState,
    booths: row.booths as BoothContract['booths'],
    amount: row.amount,
    paymentStatus: row.paymentStatus as ContractPaymentState,
    paymentReference: row.contractNo,
    paidAt: row.paidAt?.toISOString() ?? null,
    returnCopyId: row.returnCopyId,
    createdAt: row.createdAt.toISOString(),
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
  return (await exRepo.findEnterprise(db, enterpriseId))?.name ?? '';
}

/** The caller's enterprise's contracts (orders & contracts page, bills). */
export async function myContracts(db: Db, caller: SignedInCaller, exhibitionId: number) {
  const membership = await assertMember(db, caller.userId, undefined, caller.locale);
  const rows = await repo.contractsOf(db, exhibitionId, membership.enterpriseId);
  return rows.map((r) => toContract(r, membership.name));
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

/** Organizer: the transfer arrived. A second mark is refused (nothing changes). */
export async function markReceived(db: Db, organizerId: number, contractId: number) {
  const row = await repo.findContract(db, contractId);
  if (!row) throw new AppError('CONTRACT_NOT_FOUND');
  if (row.status === 'cancelled') throw new AppError('CONTRACT_STATE');
  const updated = await repo.markPaidIf(db, row.id, row.paymentMethod ?? 'bank', organizerId);
  if (!updated) throw new AppError('CONTRACT_ALREADY_PAID');
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
    (await exRepo.enterprisesByIds(db, [...new Set(rows.map((r) => r.enterpriseId))])).map((e) => [
      e.id,
      e.name,
    ]),
  );
  return rows.map((r) => toContract(r, names.get(r.enterpriseId) ?? ''));
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
  const e = await exRepo.findEnterprise(db, membership.enterpriseId);
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
