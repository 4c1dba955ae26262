'use client';

import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Modal, Segmented, Table, Upload } from 'antd';
import { FileExcelOutlined, InboxOutlined } from '@ant-design/icons';
import { useTranslations } from 'next-intl';
import { importSheet, sheetTemplateHref } from '@/lib/api/rateAdmin';
import { MAX_SHEET_BYTES, type SheetImportResult, type SheetIssue, type SheetType } from '@/lib/contracts/rateAdmin';
import { errorText } from '@/components/account/callError';
import styles from './console.module.css';
import { keyOf } from '@/lib/api/client';
import { staffApi } from '@/lib/endpoints/staff';
import { loopFocus } from '@/components/common/FocusLoop';

/**
 * Import of rates or sailings from a CSV or XLSX file: the file is checked first (every bad row
 * listed by line, column and reason); the import button appears only for a clean file, and imports
 * every row or none.
 */
export function RateImport({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('Console');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [type, setType] = useState<SheetType>('rates');
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<SheetImportResult | null>(null);
  const [busy, setBusy] = useState<'check' | 'import' | null>(null);
  const [error, setError] = useState<string | null>(null);

  function reset(next?: { type?: SheetType; file?: File | null }) {
    if (next?.type) setType(next.type);
    setFile(next?.file ?? null);
    setResult(null);
    setError(null);
  }

  async function run(mode: 'check' | 'import', chosen = file) {
    if (!chosen) return;
    setBusy(mode);
    setError(null);
    try {
      const res = await importSheet(chosen, type, mode);
      setResult(res.data ?? null);
      if (mode === 'import' && res.data?.imported) {
        void message.success(t('rates.imported', { created: res.data.created, updated: res.data.updated }));
        await Promise.all([staffApi.rates, staffApi.ratesHistory].map((e) => queryClient.invalidateQueries({ queryKey: keyOf(e) })));
        reset();
        onClose();
      }
    } catch (e) {
      setResult(null);
      setError(errorText(e, t('rates.importFailed')));
    } finally {
      setBusy(null);
    }
  }

  const clean = result !== null && result.issues.length === 0 && !result.imported;

  return (
    <Modal modalRender={loopFocus}
      open={open}
      onCancel={() => (reset(), onClose())}
      title={t('rates.importTitle')}
      width={760}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={() => (reset(), onClose())}>
          {t('cancel')}
        </Button>,
        <Button key="check" disabled={!file} loading={busy === 'check'} onClick={() => run('check')} data-testid="import-check">
          {t('rates.check')}
        </Button>,
        <Button key="import" type="primary" disabled={!clean} loading={busy === 'import'} onClick={() => run('import')} data-testid="import-run">
          {t('rates.importRun')}
        </Button>,
      ]}
    >
      <div className={styles.steps} data-testid="rate-import">
        <Segmented<SheetType>
          value={type}
          onChange={(v) => reset({ type: v })}
          options={[
            { value: 'rates', label: t('rates.typeRates') },
            { value: 'sailings', label: t('rates.typeSailings') },
          ]}
          data-testid="import-type"
        />
        <p className={styles.pageSub}>{type === 'rates' ? t('rates.helpRates') : t('rates.helpSailings')}</p>
        <div className={styles.templates}>
          <FileExcelOutlined />
          <span>{t('rates.template')}</span>
          <Button size="small" href={sheetTemplateHref(type, 'xlsx')} data-testid="template-xlsx">
            XLSX
          </Button>
          <Button size="small" href={sheetTemplateHref(type, 'csv')} data-testid="template-csv">
            CSV
          </Button>
        </div>
        <Upload.Dragger
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          maxCount={1}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done', size: file.size }] : []}
          onRemove={() => reset()}
          beforeUpload={(f) => {
            if (f.size > MAX_SHEET_BYTES) {
              setError(t('rates.tooLarge', { max: MAX_SHEET_BYTES / 1024 / 1024 }));
              return Upload.LIST_IGNORE;
            }
            reset({ file: f });
            // checked at once: the first answer a user wants is what is wrong with the file
            void run('check', f);
            return false;
          }}
          data-testid="import-file"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('rates.drop')}</p>
          <p className={styles.pageSub}>{t('rates.dropHint', { max: MAX_SHEET_BYTES / 1024 / 1024 })}</p>
        </Upload.Dragger>
        {error ? <Alert type="error" showIcon title={error} data-testid="import-error" /> : null}
        {result && result.issues.length > 0 ? (
          <>
            <Alert type="error" showIcon title={t('rates.issuesTitle', { count: result.issues.length, rows: result.rows })} description={t('rates.issuesHint')} data-testid="import-issues-alert" />
            <Table<SheetIssue>
              size="small"
              rowKey={(r, i) => `${r.line}-${r.field}-${i}`}
              dataSource={result.issues}
              pagination={result.issues.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              data-testid="import-issues"
              columns={[
                { key: 'line', title: t('rates.line'), dataIndex: 'line', width: 70 },
                { key: 'field', title: t('rates.field'), dataIndex: 'field', width: 150, render: (f: string) => <code>{f}</code> },
                { key: 'reason', title: t('rates.reason'), dataIndex: 'reason' },
              ]}
            />
          </>
        ) : null}
        {clean ? (
          <Alert
            type="success"
            showIcon
            title={type === 'rates' ? t('rates.cleanRates', { rows: result.rows, created: result.created, updated: result.updated }) : t('rates.cleanSailings', { rows: result.rows, created: result.created, updated: result.updated })}
            description={t('rates.cleanHint')}
            data-testid="import-clean"
          />
        ) : null}
      </div>
    </Modal>
  );
}
