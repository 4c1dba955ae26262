'use client';

import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Col, Form, Input, InputNumber, Row, Segmented, Select, Switch, Tag, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useLocale, useTranslations } from 'next-intl';
import { carrierConnectionsQuery, connectableCarriersQuery, deleteCarrierConnection, runCarrierConnection, saveCarrierConnection } from '@/lib/api/carrierConnections';
import { keyOf } from '@/lib/api/client';
import { CARRIER_APIS, MAX_HORIZON_WEEKS, carrierConnectionInput, type CarrierConnectionForm, type CarrierConnectionRow } from '@/lib/contracts/carrierConnections';
import { staffApi } from '@/lib/endpoints/staff';
import { ConsoleListScreen, useConsoleList } from './ConsoleList';
import { EditorDrawer, FieldCol, useDrawerEditor } from './DrawerEditor';
import { useRowCall } from './useRowCall';
import { useWhen } from './useWhen';
import styles from './console.module.css';

const shape = carrierConnectionInput.shape;
const STATUS_COLOR: Record<string, string> = { ok: 'success', partial: 'warning', failed: 'error' };

/**
 * Carrier connections (permission company): where each carrier's DCSA APIs are, how the portal
 * authenticates, what it fetches and how the last fetch went. The secret is never shown, only its
 * last four characters; left blank on edit, the stored one is kept.
 */
export function CarrierConnectionsScreen() {
  const t = useTranslations('Console');
  const en = useLocale() === 'en';
  const when = useWhen();
  const list = useConsoleList({ filter: {}, query: () => carrierConnectionsQuery() });
  const carriers = useQuery(connectableCarriersQuery());
  const queryKey = keyOf(staffApi.carrierConnections);
  const editor = useDrawerEditor<CarrierConnectionRow, CarrierConnectionForm>({
    save: saveCarrierConnection,
    queryKey,
    initial: (row) =>
      row === 'new'
        ? { authKind: 'apiKey', apiKeyHeader: 'API-Key', apis: ['CS'], horizonWeeks: 6, enabled: true, secret: '' }
        : { carrierId: row.carrier.id, baseUrl: row.baseUrl, authKind: row.authKind, apiKeyHeader: row.apiKeyHeader, tokenUrl: row.tokenUrl, clientId: row.clientId, scope: row.scope, apis: row.apis, horizonWeeks: row.horizonWeeks, enabled: row.enabled, secret: '' },
  });
  const remove = useRowCall(queryKey);
  const run = useRowCall(queryKey);
  const authKind = Form.useWatch('authKind', editor.form) as CarrierConnectionForm['authKind'] | undefined;
  const editing = editor.editing;

  return (
    <ConsoleListScreen
      title={t('menu.carrierConnections')}
      sub={t('carrierConnections.sub')}
      screenTestId="console-carrier-connections"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open('new')} data-testid="connection-new">
          {t('carrierConnections.new')}
        </Button>
      }
      list={list}
      empty={t('carrierConnections.empty')}
      testId="connections"
      rowTestId={(r) => `connection-${r.carrier.code}`}
      columns={[
        {
          key: 'carrier',
          title: t('carrierConnections.carrier'),
          render: (_, r) => (
            <span>
              <strong>{r.carrier.code}</strong> <span className={styles.pageSub}>{r.carrier.name}</span>
            </span>
          ),
        },
        { key: 'baseUrl', title: t('carrierConnections.baseUrl'), render: (_, r) => <code>{r.baseUrl}</code> },
        {
          key: 'auth',
          title: t('carrierConnections.auth'),
          render: (_, r) => (
            <span>
              {r.authKind === 'apiKey' ? `${t('carrierConnections.apiKey')} · ${r.apiKeyHeader}` : `OAuth2 · ${r.clientId}`}
              <br />
              <span className={styles.pageSub} data-testid="secret-hint">
                {t('carrierConnections.secret')} ••••{r.secretHint}
              </span>
            </span>
          ),
        },
        { key: 'apis', title: t('carrierConnections.apis'), render: (_, r) => r.apis.map((a) => <Tag key={a}>{a}</Tag>) },
        { key: 'horizon', title: t('carrierConnections.horizon'), render: (_, r) => t('carrierConnections.weeks', { n: r.horizonWeeks }) },
        { key: 'enabled', title: t('carrierConnections.enabled'), render: (_, r) => (r.enabled ? <Tag color="success">{t('carrierConnections.on')}</Tag> : <Tag>{t('carrierConnections.off')}</Tag>) },
        {
          key: 'last',
          title: t('carrierConnections.lastFetch'),
          render: (_, r) =>
            r.lastRunAt ? (
              <span>
                {when(r.lastRunAt)}{' '}
                <Tooltip title={r.lastMessage || undefined}>
                  <Tag color={STATUS_COLOR[r.lastStatus] ?? 'default'}>{r.lastStatus ? t(`carrierConnections.status.${r.lastStatus as 'ok' | 'partial' | 'failed'}`) : t('carrierConnections.status.running')}</Tag>
                </Tooltip>
                <br />
                <span className={styles.pageSub}>
                  {t('carrierConnections.sailings', { n: r.sailings })}
                  {r.lastMessage ? ` · ${r.lastMessage}` : ''}
                </span>
              </span>
            ) : (
              <span className={styles.pageSub}>{t('carrierConnections.never')}</span>
            ),
        },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), testId: (r) => `edit-${r.carrier.code}`, onClick: editor.open },
        {
          key: 'run',
          label: t('carrierConnections.runNow'),
          testId: (r) => `run-${r.carrier.code}`,
          // only an enabled schedules connection fetches
          hidden: (r) => !r.enabled || !r.apis.includes('CS'),
          onClick: (r) => void run.run(r.id, () => runCarrierConnection(r.id), t('carrierConnections.queued')),
        },
        { key: 'delete', label: t('delete'), danger: true, confirm: t('carrierConnections.confirmDelete'), onClick: (r) => void remove.run(r.id, () => deleteCarrierConnection(r.id), t('carrierConnections.deleted')) },
      ]}
    >
      <EditorDrawer editor={editor} titles={{ create: t('carrierConnections.new'), edit: t('carrierConnections.edit') }} testId="connection">
        <Row gutter={16}>
          <FieldCol name="carrierId" label={t('carrierConnections.carrier')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={carriers.isFetching}
              placeholder={t('carrierConnections.carrierPlaceholder')}
              options={(carriers.data?.rows ?? []).map((c) => ({ value: c.id, label: `${c.code} · ${en ? c.nameEn : c.nameCn}` }))}
            />
          </FieldCol>
          <FieldCol name="baseUrl" label={t('carrierConnections.baseUrl')} schema={shape.baseUrl} extra={t('carrierConnections.baseUrlHelp')}>
            <Input placeholder="https://api.carrier.example/dcsa/cs" />
          </FieldCol>
          <Col span={24}>
            <Form.Item name="authKind" label={t('carrierConnections.auth')}>
              <Segmented
                options={[
                  { value: 'apiKey', label: t('carrierConnections.apiKey') },
                  { value: 'oauth2', label: t('carrierConnections.oauth2') },
                ]}
              />
            </Form.Item>
          </Col>
          {authKind === 'oauth2' ? (
            <>
              <FieldCol name="tokenUrl" label={t('carrierConnections.tokenUrl')} schema={shape.tokenUrl}>
                <Input placeholder="https://auth.carrier.example/oauth2/token" />
              </FieldCol>
              <FieldCol name="clientId" label={t('carrierConnections.clientId')} schema={shape.clientId} />
              <FieldCol name="scope" label={t('carrierConnections.scope')} schema={shape.scope} />
            </>
          ) : (
            <FieldCol name="apiKeyHeader" label={t('carrierConnections.apiKeyHeader')} schema={shape.apiKeyHeader} extra={t('carrierConnections.apiKeyHeaderHelp')} />
          )}
          <FieldCol
            name="secret"
            label={authKind === 'oauth2' ? t('carrierConnections.clientSecret') : t('carrierConnections.apiKey')}
            schema={shape.secret}
            extra={editing && editing !== 'new' ? t('carrierConnections.secretKeep', { hint: editing.secretHint }) : t('carrierConnections.secretNew')}
          >
            <Input.Password autoComplete="new-password" />
          </FieldCol>
          <FieldCol name="apis" label={t('carrierConnections.apis')}>
            <Checkbox.Group options={CARRIER_APIS.map((a) => ({ value: a, label: t(`carrierConnections.api.${a}`) }))} />
          </FieldCol>
          <FieldCol name="horizonWeeks" label={t('carrierConnections.horizon')} schema={shape.horizonWeeks} narrow>
            <InputNumber min={1} max={MAX_HORIZON_WEEKS} style={{ width: '100%' }} />
          </FieldCol>
          <FieldCol name="enabled" label={t('carrierConnections.enabled')} extra={t('carrierConnections.enabledHelp')} narrow checked>
            <Switch />
          </FieldCol>
        </Row>
      </EditorDrawer>
    </ConsoleListScreen>
  );
}
