import {
  attachmentUrl,
  type Contact,
  type Enterprise,
  type EnterpriseSummary,
  type JoinRequest,
  type JoinState,
  type Staff,
  type StaffRole,
} from '@cidpex/contracts';
import type { ContactRow, EnterpriseRow, StaffRow } from './enterprises.repository';
import type { JoinRequestJoined } from './people';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toEnterprise(row: EnterpriseRow): Enterprise {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    type: row.type,
    nature: row.nature,
    address: row.address,
    website: row.website,
    landline: row.landline,
    fax: row.fax,
    country: row.country,
    province: row.province,
    postalCode: row.postalCode,
    mainBusiness: row.mainBusiness,
    secondaryBusiness: row.secondaryBusiness,
    creditCode: row.creditCode,
    licenceAttachmentId: row.licenceAttachmentId,
    logoUrl: row.logoKey ? attachmentUrl(row.logoKey) : null,
    status: row.status as Enterprise['status'],
    rejectReason: row.rejectReason,
    submittedAt: row.submittedAt.toISOString(),
    certifiedAt: iso(row.certifiedAt),
  };
}

export function toSummary(row: EnterpriseRow): EnterpriseSummary {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    country: row.country,
    province: row.province,
    mainBusiness: row.mainBusiness,
    logoUrl: row.logoKey ? attachmentUrl(row.logoKey) : null,
  };
}

export function toStaff(row: {
  staff: StaffRow;
  name: string | null;
  mobile: string | null;
  email: string | null;
}): Staff {
  return {
    id: row.staff.id,
    userId: row.staff.userId,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    role: row.staff.role as StaffRole,
    department: row.staff.department,
    position: row.staff.position,
    jobTitle: row.staff.jobTitle,
    joinedAt: row.staff.createdAt.toISOString(),
  };
}

export function toJoinRequest(row: JoinRequestJoined): JoinRequest {
  const r = row.request;
  return {
    id: r.id,
    enterpriseId: r.enterpriseId,
    enterpriseName: row.enterpriseName,
    enterpriseNameEn: row.enterpriseNameEn,
    userId: r.userId,
    userName: row.userName,
    mobile: row.mobile,
    email: row.email,
    department: r.department,
    position: r.position,
    jobTitle: r.jobTitle,
    message: r.message,
    status: r.status as JoinState,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: iso(r.decidedAt),
  };
}

export function toContact(row: ContactRow): Contact {
  return {
    id: row.id,
    enterpriseId: row.enterpriseId,
    name: row.name,
    phone: row.phone,
    jobTitle: row.jobTitle,
    qq: row.qq,
    wechat: row.wechat,
    email: row.email,
    isPrimary: row.isPrimary,
  };
}
