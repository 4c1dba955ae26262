'use client';

import { useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Col, Drawer, Form, Input, type FormInstance } from 'antd';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { useFormSave } from './useFormSave';
import { useZodRule } from './useZodRule';

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
  const [form] = Form.useForm<Values>();
  const { saving, error, setError, run } = useFormSave(form);

  function open(row: Row | 'new') {
    setEditing(row);
    setError(null);
    form.resetFields();
    form.setFieldsValue(opts.initial(row) as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
  }

  async function save(values: Values, id?: number) {
    await run(
      async () => {
        await opts.save({ ...values, id });
        void message.success(t('saved'));
        setEditing(null);
        await queryClient.invalidateQueries({ queryKey: [...opts.queryKey] });
      },
      (text) => {
        if (!editing) void message.error(text);
      },
    );
  }

  return { editing, open, close: () => setEditing(null), save, saving, error, setError, form };
}

/**
 * The drawer of useDrawerEditor: its title, the save button, the form and the form's error.
 * `testId` names the save button (`<testId>-save`) and the form (`<testId>-form`).
 */
export function EditorDrawer<Row extends { id: number }, Values extends object>({
  editor,
  titles,
  testId,
  children,
}: {
  editor: ReturnType<typeof useDrawerEditor<Row, Values>>;
  titles: { create: string; edit: string };
  testId?: string;
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
        <Button type="primary" loading={editor.saving} onClick={() => form.submit()} data-testid={testId && `${testId}-save`}>
          {t('save')}
        </Button>
      }
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={(v) => editor.save(v, editing !== 'new' && editing ? editing.id : undefined)}
        onFinishFailed={() => editor.setError(t('company.fixErrors'))}
        data-testid={testId && `${testId}-form`}
      >
        {children}
        {editor.error ? <Alert type="error" showIcon title={editor.error} /> : null}
      </Form>
    </Drawer>
  );
}

/**
 * A field of an editor's grid, checked by its field of the contract when `schema` is given: half the
 * drawer wide, a quarter when `narrow`; a text input unless another control is given (`checked` for a switch).
 */
export function FieldCol({ name, label, schema, extra, narrow, checked, children = <Input /> }: { name: string; label: string; schema?: z.ZodType; extra?: string; narrow?: boolean; checked?: boolean; children?: ReactNode }) {
  const rule = useZodRule();
  return (
    <Col xs={narrow ? 12 : 24} md={narrow ? 6 : 12}>
      <Form.Item name={name} label={label} rules={schema ? [rule(schema)] : undefined} extra={extra} {...(checked ? { valuePropName: 'checked' } : {})}>
        {children}
      </Form.Item>
    </Col>
  );
}
