'use client';

import type { ReactNode } from 'react';
import { Button, Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { z } from 'zod';
import { useTranslations } from 'next-intl';
import { useZodRule } from './useZodRule';
import styles from './console.module.css';

/*
 * The form of a content item's `doc`, made from its contract (lib/contracts/siteContent.ts): each
 * field is rendered by its schema's shape — a bilingual text as a Chinese and an English box, a list
 * as rows to add and remove, an option as a select — and checked by the same schema the API uses.
 */

type Def = { type: string; shape?: Record<string, z.ZodType>; element?: z.ZodType; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; entries?: Record<string, string>; checks?: unknown[] };
type Path = (string | number)[];

const defOf = (s: z.ZodType): Def => (s as unknown as { _zod: { def: Def } })._zod.def;

/** The schema under defaults, optionals and pipes (a pipe's input side, unless that is a transform). */
export function unwrap(s: z.ZodType): z.ZodType {
  let cur = s;
  for (let i = 0; i < 10; i++) {
    const d = defOf(cur);
    if (['default', 'optional', 'nullable', 'prefault'].includes(d.type) && d.innerType) cur = d.innerType;
    else if (d.type === 'pipe' && d.in && defOf(d.in).type !== 'transform') cur = d.in;
    else if (d.type === 'pipe' && d.out) cur = d.out;
    else break;
  }
  return cur;
}

const isBilingual = (s: z.ZodType) => {
  const d = defOf(unwrap(s));
  return d.type === 'object' && !!d.shape && Object.keys(d.shape).join(',') === 'cn,en';
};

/** Longest text a string schema takes (its max-length check), for choosing a box or an area. */
function maxLength(s: z.ZodType): number {
  const checks = (defOf(unwrap(s)).checks ?? []) as { _zod?: { def?: { check?: string; maximum?: number } } }[];
  return checks.map((c) => c._zod?.def).find((d) => d?.check === 'max_length')?.maximum ?? 100;
}

/** A default value for a new list row of a schema (empty texts, first option, 1, false). */
export function emptyOf(s: z.ZodType): unknown {
  const u = unwrap(s);
  const d = defOf(u);
  if (d.type === 'object' && d.shape) return Object.fromEntries(Object.entries(d.shape).map(([k, v]) => [k, emptyOf(v)]));
  if (d.type === 'array') return [];
  if (d.type === 'enum' && d.entries) return Object.values(d.entries)[0];
  if (d.type === 'number') return 1;
  if (d.type === 'boolean') return false;
  return '';
}

function Leaf({ schema, name, label }: { schema: z.ZodType; name: Path; label?: ReactNode }) {
  const rule = useZodRule();
  const u = unwrap(schema);
  const d = defOf(u);
  if (d.type === 'enum' && d.entries) {
    return (
      <Form.Item name={name} label={label} rules={[rule(schema)]}>
        <Select options={Object.values(d.entries).map((v) => ({ value: v, label: v }))} />
      </Form.Item>
    );
  }
  if (d.type === 'number') {
    return (
      <Form.Item name={name} label={label} rules={[rule(schema)]}>
        <InputNumber style={{ width: '100%' }} />
      </Form.Item>
    );
  }
  if (d.type === 'boolean') {
    return (
      <Form.Item name={name} label={label} valuePropName="checked">
        <Switch />
      </Form.Item>
    );
  }
  return (
    <Form.Item name={name} label={label} rules={[rule(schema)]}>
      {maxLength(u) > 300 ? <Input.TextArea autoSize={{ minRows: 2, maxRows: 12 }} /> : <Input />}
    </Form.Item>
  );
}

/** The fields of a schema at a form path; `label` names the whole (a list row has none). */
export function DocFields({ schema, name, label }: { schema: z.ZodType; name: Path; label?: string }) {
  const t = useTranslations('Console');
  const rule = useZodRule();
  const u = unwrap(schema);
  const d = defOf(u);
  const fieldLabel = (key: string) => (t.has(`doc.${key}` as never) ? t(`doc.${key}` as never) : key);

  if (isBilingual(u) && d.shape) {
    return (
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Leaf schema={d.shape.cn!} name={[...name, 'cn']} label={label ? t('doc.withLang', { label, lang: t('doc.cn') }) : t('doc.cn')} />
        </Col>
        <Col xs={24} md={12}>
          <Leaf schema={d.shape.en!} name={[...name, 'en']} label={label ? t('doc.withLang', { label, lang: t('doc.en') }) : t('doc.en')} />
        </Col>
      </Row>
    );
  }
  if (d.type === 'object' && d.shape) {
    return (
      <>
        {Object.entries(d.shape).map(([key, child]) => (
          <DocFields key={key} schema={child} name={[...name, key]} label={fieldLabel(key)} />
        ))}
      </>
    );
  }
  if (d.type === 'array' && d.element) {
    const element = d.element;
    return (
      <Form.Item label={label} required={false}>
        <Form.List name={name} rules={[{ validator: async (_, v) => rule(schema).validator(_, v) }]}>
          {(rows, { add, remove }, { errors }) => (
            <div className={styles.list}>
              {rows.map((row, i) => (
                <div key={row.key} className={styles.listRow}>
                  <span className={styles.listIndex}>{i + 1}</span>
                  <div className={styles.listBody}>
                    <DocFields schema={element} name={[row.name]} />
                  </div>
                  <Button type="text" danger icon={<MinusCircleOutlined />} onClick={() => remove(row.name)} aria-label={t('doc.remove')} />
                </div>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyOf(element))}>
                {t('doc.add')}
              </Button>
              <Form.ErrorList errors={errors} />
            </div>
          )}
        </Form.List>
      </Form.Item>
    );
  }
  return <Leaf schema={schema} name={name} label={label} />;
}
