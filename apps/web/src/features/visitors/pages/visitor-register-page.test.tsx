import { ErrorCode, idCardCheckChar } from '@cidpex/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../../lib/session/session-store';
import {
  bodiesSentTo,
  createFetchMock,
  errorResponse,
  renderPage,
  setupHttp,
  signInAs,
} from '../../../test/render';
import { buildRegistration, DICTS } from '../test-data';
import VisitorRegisterPage from './visitor-register-page';

const first17 = '32010419900307123';
const ID = first17 + idCardCheckChar(first17);
const submit = () => screen.getByRole('button', { name: '提交预登记' });
const where = () => screen.getByTestId('location').textContent;

describe('VisitorRegisterPage', { timeout: 30_000 }, () => {
  beforeEach(() => session.signOut());
  afterEach(() => session.signOut());

  it('asks an anonymous visitor to sign in first', async () => {
    setupHttp(createFetchMock(DICTS));
    await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    expect(await screen.findByText('请先登录')).toBeTruthy();
    expect(screen.getByRole('link', { name: '登录 / 注册' }).getAttribute('href')).toBe(
      '/user/Login?redirect=%2Fvisitor%2FvisitorRegister',
    );
  });

  it('shows the required messages of the domestic form and sends nothing', async () => {
    // An account that knows neither the name nor the company (nothing to prefill them from).
    signInAs({ name: null, company: null });
    const fetchMock = createFetchMock({ ...DICTS, 'GET register/rest/visitors/users': () => null });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    await user.click(await screen.findByRole('button', { name: '提交预登记' }));
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(await screen.findByText('请输入公司名称')).toBeTruthy();
    expect(await screen.findByText('请输入身份证号码')).toBeTruthy();
    expect(await screen.findByText('请输入邮箱验证码')).toBeTruthy();
    expect(await screen.findByText('请阅读并同意个人信息收集说明')).toBeTruthy();
    expect(screen.queryByLabelText('护照号码')).toBeNull();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/register')).toEqual([]);
  });

  it("does not ask to verify the account's own verified email again (issue 23 item 14)", async () => {
    signInAs({ email: 'buyer@example.com', emailVerified: true, name: null });
    const fetchMock = createFetchMock({ ...DICTS, 'GET register/rest/visitors/users': () => null });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    await user.clear(await screen.findByLabelText('电子邮箱'));
    await user.type(screen.getByLabelText('电子邮箱'), 'Buyer@example.com');
    expect(await screen.findByTestId('email-verified')).toBeTruthy();
    expect(screen.queryByLabelText('邮箱验证码')).toBeNull();
    await user.click(submit());
    expect(await screen.findByText('请输入姓名')).toBeTruthy();
    expect(screen.queryByText('请输入邮箱验证码')).toBeNull();
    // Another address is verified as before.
    await user.clear(screen.getByLabelText('电子邮箱'));
    await user.type(screen.getByLabelText('电子邮箱'), 'other@example.com');
    expect(await screen.findByLabelText('邮箱验证码')).toBeTruthy();
  });

  it('starts a first registration from what the account knows, editable (issue 24)', async () => {
    signInAs({
      name: '李明',
      company: '上海惠洁商贸有限公司',
      mobile: '13800000001',
      email: 'li@example.com',
    });
    setupHttp(createFetchMock({ ...DICTS, 'GET register/rest/visitors/users': () => null }));
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    const name = (await screen.findByLabelText('姓名')) as HTMLInputElement;
    expect(name.value).toBe('李明');
    expect((screen.getByLabelText('公司名称') as HTMLInputElement).value).toBe('上海惠洁商贸有限公司');
    expect((screen.getByLabelText('手机号码') as HTMLInputElement).value).toBe('13800000001');
    expect((screen.getByLabelText('电子邮箱') as HTMLInputElement).value).toBe('li@example.com');
    await user.clear(name);
    await user.type(name, '王五');
    expect(name.value).toBe('王五');
  });

  it('checks the ID number with the shared rule before sending', async () => {
    signInAs();
    setupHttp(createFetchMock({ ...DICTS, 'GET register/rest/visitors/users': () => null }));
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    const wrong = ID.slice(0, 17) + (ID[17] === '1' ? '2' : '1');
    await user.type(await screen.findByLabelText('身份证号码'), wrong);
    await user.click(submit());
    expect(await screen.findByText('身份证号码不正确，请核对后重新输入')).toBeTruthy();
  });

  it('checks the ID number as the field is left: the shared rule, then the server', async () => {
    signInAs({ id: 42 });
    const other = `${'11010519491231002'}${idCardCheckChar('11010519491231002')}`;
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET register/rest/visitors/users': () => null,
      [`GET register/rest/visitors/checkIdCard/200417/${other}`]: () => ({
        valid: true,
        kind: 'idCard',
        idLast6: other.slice(-6),
        registered: false,
        registeredByYou: false,
      }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    const field = (await screen.findByLabelText('身份证号码')) as HTMLInputElement;
    const checks = () => fetchMock.mock.calls.filter(([url]) => String(url).includes('checkIdCard')).length;

    // a wrong check digit: the shared rule speaks when the field is left, the server is not asked
    await user.type(field, ID.slice(0, 17) + (ID[17] === '1' ? '2' : '1'));
    await user.tab();
    expect(await screen.findByText('身份证号码不正确，请核对后重新输入')).toBeTruthy();
    expect(checks()).toBe(0);

    await user.clear(field);
    await user.type(field, other);
    await user.tab();
    await waitFor(() => expect(checks()).toBe(1));
    await waitFor(() => expect(screen.queryByText('身份证号码不正确，请核对后重新输入')).toBeNull());
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/register')).toEqual([]);
  });

  it('corrects a rejected registration: a refusal shows under its field, then the resubmit ends on the accomplish page', async () => {
    signInAs({ id: 42 });
    const rejected = buildRegistration({ status: 'rejected', rejectReason: '名片模糊' });
    let answer: 'refuse' | 'accept' = 'refuse';
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET register/rest/visitors/users': () => rejected,
      'POST register/rest/visitors/7/user/42': () =>
        answer === 'refuse'
          ? errorResponse(
              409,
              '该证件号码已登记过本届展会，请勿重复登记',
              ErrorCode.VISITOR_ALREADY_REGISTERED,
            )
          : { created: false, registration: { ...rejected, status: 'pending', rejectReason: null } },
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    expect(await screen.findByText('名片模糊')).toBeTruthy();
    expect((screen.getByLabelText('姓名') as HTMLInputElement).value).toBe('王芳');
    await user.type(screen.getByLabelText('身份证号码'), ID);
    await user.type(screen.getByLabelText('邮箱验证码'), '123456');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    // A refusal that names a field goes back to the form, under the field, everything kept.
    expect(await screen.findByText('该证件号码已登记过本届展会，请勿重复登记')).toBeTruthy();
    expect(screen.queryByTestId('form-review')).toBeNull();
    expect((screen.getByLabelText('身份证号码') as HTMLInputElement).value).toBe(ID);
    answer = 'accept';
    await user.clear(screen.getByLabelText('身份证号码'));
    await user.type(screen.getByLabelText('身份证号码'), ID);
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: '确认提交' }));
    await waitFor(() => expect(where()).toBe('/visitor/visitorAccomplish'));
    const sent = bodiesSentTo(fetchMock, 'POST register/rest/visitors/7/user/42');
    expect(sent.at(-1)).toMatchObject({
      form: 'domestic',
      name: '王芳',
      idCardNo: ID,
      emailCode: '123456',
      consent: true,
      jobTitle: 'J03',
    });
  });

  it('is sectioned, and reviews everything before sending: edit keeps the values, a failure keeps them, a double tap sends once (issue 24)', async () => {
    signInAs({ id: 42 });
    const rejected = buildRegistration({ status: 'rejected', rejectReason: '名片模糊' });
    let answer: 'fail' | 'hold' = 'fail';
    let release: (value: unknown) => void = () => {};
    const fetchMock = createFetchMock({
      ...DICTS,
      'GET register/rest/visitors/users': () => rejected,
      'POST register/rest/visitors/7/user/42': () =>
        answer === 'fail'
          ? errorResponse(500, '服务器开小差了')
          : new Promise((resolve) => {
              release = resolve;
            }),
    });
    setupHttp(fetchMock);
    const { user } = await renderPage(<VisitorRegisterPage />, { path: '/visitor/visitorRegister' });
    expect(await screen.findByRole('heading', { name: '联系方式' })).toBeTruthy();
    for (const section of ['身份证件', '公司信息', '名片'])
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    await user.type(screen.getByLabelText('身份证号码'), ID);
    await user.type(screen.getByLabelText('邮箱验证码'), '123456');
    await user.type(screen.getByLabelText('品牌'), '洁柔');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());

    const review = await screen.findByTestId('form-review');
    for (const shown of [
      '王芳',
      'wang@example.com',
      '13912345678',
      ID,
      '南京洁柔纸业有限公司',
      '洁柔',
      '采购经理',
      '已同意',
    ])
      expect(within(review).getByText(shown)).toBeTruthy();
    // The one-time email code is a step of the form, not a fact the review asks to check.
    expect(within(review).queryByText('123456')).toBeNull();
    expect(within(review).getByRole('heading', { name: '公司信息' })).toBeTruthy();
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/7/user/42')).toEqual([]);

    // Edit goes back to the section with every value kept, and the change shows in the review.
    await user.click(within(review).getByRole('button', { name: '修改公司信息' }));
    expect(screen.queryByTestId('form-review')).toBeNull();
    expect((screen.getByLabelText('身份证号码') as HTMLInputElement).value).toBe(ID);
    expect((screen.getByLabelText('邮箱验证码') as HTMLInputElement).value).toBe('123456');
    await user.clear(screen.getByLabelText('品牌'));
    await user.type(screen.getByLabelText('品牌'), '维达');
    await user.click(submit());
    expect(within(await screen.findByTestId('form-review')).getByText('维达')).toBeTruthy();

    // A failed request: the error on the review, everything still there.
    await user.click(screen.getByRole('button', { name: '确认提交' }));
    expect(await screen.findByText('服务器开小差了')).toBeTruthy();
    expect(within(screen.getByTestId('form-review')).getByText(ID)).toBeTruthy();

    // A double tap on the confirm sends once.
    answer = 'hold';
    await user.dblClick(screen.getByRole('button', { name: /确认提交/ }));
    await user.click(screen.getByRole('button', { name: /确认提交/ }));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/7/user/42')).toHaveLength(2);
    release({ created: false, registration: { ...rejected, status: 'pending', rejectReason: null } });
    await waitFor(() => expect(where()).toBe('/visitor/visitorAccomplish'));
    expect(bodiesSentTo(fetchMock, 'POST register/rest/visitors/7/user/42').at(-1)).toMatchObject({
      form: 'domestic',
      name: '王芳',
      brand: '维达',
      idCardNo: ID,
      emailCode: '123456',
      consent: true,
    });
  });
});
