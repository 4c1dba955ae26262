'use client';

import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, type FormInstance } from 'antd';
import { useTranslations } from 'next-intl';
import { errorText, showFieldErrors } from '@/components/account/callError';

/**
 * A console list's editor: which row the drawer edits ('new' for a new one), its form, and a save that
 * shows the server's field errors on the form, refreshes the list and closes the drawer. A save from
 * the list itself (a switch in a row) says a failure as a message.
 */
export function useDrawerEditor<Row extends { id: number }, Values extends object>(opts: {
  save: (values: Values & { id?: number }) => Promise<unknown>;
  queryKey: readonly unknown[];
  /** The form's values for a new row or the row opened. */
  initial: (row: Row | 'new') => Partial<Values>;
}) {
  const t = useTranslations('Console');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();

  function open(row: Row | 'new') {
    setEditing(row);
    setError(null);
    form.resetFields();
    form.setFieldsValue(opts.initial(row) as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  }

  async function save(values: Values, id?: number) {
    setSaving(true);
    setError(null);
    try {
      await opts.save({ ...values, id });
      void message.success(t('saved'));
      setEditing(null);
      await queryClient.invalidateQueries({ queryKey: [...opts.queryKey] });
    } catch (e) {
      if (!showFieldErrors(form, e)) setError(errorText(e, t('saveFailed')));
      if (!editing) void message.error(errorText(e, t('saveFailed')));
    } finally {
      setSaving(false);
    }
  }

  return { editing, open, close: () => setEditing(null), save, saving, error, setError, form };
}

/** The drawer of useDrawerEditor: its title, the save button, the form and the form's error. */
export function EditorDrawer<Row extends { id: number }, Values extends object>({
  editor,
  titles,
  children,
}: {
  editor: ReturnType<typeof useDrawerEditor<Row, Values>>;
  titles: { create: string; edit: string };
  children: ReactNode;
}) {
  const t = useTranslations('Console');
  const { editing, form } = editor;
  return (
    <Drawer
      open={editing !== null}
      onClose={editor.close}
      size="large"
      title={editing === 'new' ? titles.create : titles.edit}
      extra={
        <Button type="primary" loading={editor.saving} onClick={() => form.submit()}>
          {t('save')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => editor.save(v, editing !== 'new' && editing ? editing.id : undefined)}
        onFinishFailed={() => editor.setError(t('company.fixErrors'))}
      >
        {children}
        {editor.error ? <Alert type="error" showIcon title={editor.error} /> : null}
      </Form>
    </Drawer>
  );
}
