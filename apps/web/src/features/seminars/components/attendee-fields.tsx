import { SEMINAR_LIMITS } from '@cidpex/contracts';
import { Button, Card, Col, Form, Input, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSeminarRules } from './use-seminar-rules';

/**
 * The audience members of a form: each with name, mobile and the last six ID digits (spec §5),
 * or, for an overseas attendee, the last six characters of the passport (issue 23 item 12).
 */
export function AttendeeFields({ name = 'attendees', min = 1 }: { name?: string; min?: number }) {
  const { t } = useTranslation('seminars');
  const rules = useSeminarRules();
  const form = Form.useFormInstance();
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              title={<h3 style={{ fontSize: 15, margin: 0 }}>{t('form.attendeeN', { n: index + 1 })}</h3>}
              extra={
                fields.length > min ? (
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => remove(field.name)}
                    aria-label={t('form.removeN', { n: index + 1 })}
                  >
                    {t('form.remove')}
                  </Button>
                ) : null
              }
              style={{ marginBottom: 12 }}
            >
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'name']}
                    label={t('form.name')}
                    rules={[rules.required(t('form.name'))]}
                  >
                    <Input maxLength={SEMINAR_LIMITS.nameMax} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item
                    name={[field.name, 'mobile']}
                    label={t('form.mobile')}
                    rules={[rules.required(t('form.mobile')), rules.mobile]}
                  >
                    <Input inputMode="tel" maxLength={20} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'idType']} label={t('form.idType')} initialValue="idCard">
                    <Radio.Group
                      optionType="button"
                      options={[
                        { value: 'idCard', label: t('form.idCard') },
                        { value: 'passport', label: t('form.passport') },
                      ]}
                      onChange={() =>
                        form.getFieldValue([name, field.name, 'idLast6']) &&
                        void form.validateFields([[name, field.name, 'idLast6']]).catch(() => undefined)
                      }
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item noStyle dependencies={[[name, field.name, 'idType']]}>
                    {() => {
                      const passport = form.getFieldValue([name, field.name, 'idType']) === 'passport';
                      const label = t(passport ? 'form.passportLast6' : 'form.idLast6');
                      return (
                        <Form.Item
                          name={[field.name, 'idLast6']}
                          label={label}
                          extra={t(passport ? 'form.passportLast6Hint' : 'form.idLast6Hint')}
                          rules={[rules.required(label), rules.idLast6Of([name, field.name, 'idType'])]}
                        >
                          <Input maxLength={6} autoComplete="off" />
                        </Form.Item>
                      );
                    }}
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'company']} label={t('form.company')}>
                    <Input maxLength={SEMINAR_LIMITS.textMax} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'jobTitle']} label={t('form.jobTitle')}>
                    <Input maxLength={SEMINAR_LIMITS.textMax} />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name={[field.name, 'email']} label={t('form.email')} rules={[rules.email]}>
                    <Input type="email" maxLength={254} />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          {fields.length < SEMINAR_LIMITS.attendeesPerRequest && (
            <Button onClick={() => add({})} style={{ marginBottom: 16 }}>
              {t('form.addAttendee')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
