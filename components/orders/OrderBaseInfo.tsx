import { useTranslations } from 'next-intl';
import { stageKey, type OrderDetail, type OrderSearchResult } from '@/lib/contracts/orders';
import styles from './orders.module.css';

type Row = [label: string, value: string, testId?: string];

function Group({ title, rows, testId }: { title: string; rows: Row[]; testId?: string }) {
  return (
    <section className={styles.group} data-testid={testId}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <dl className={styles.fields}>
        {rows.map(([label, value, id]) => (
          <div key={label} className={styles.field}>
            <dt>{label}</dt>
            <dd data-testid={id} className={styles.pre}>
              {value || '—'}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * BaseInfo of an order: its numbers, stage and dates (all anyone may see), then for the owner every
 * field group of spec §3 "Booking". Used by the order search, my orders and the mobile pages.
 */
export function OrderBaseInfo({ order }: { order: OrderSearchResult }) {
  const t = useTranslations('Orders');
  const summary: Row[] = [
    [t('orderNo'), order.orderNo, 'info-order-no'],
    [t('billNo'), order.billNo || t('noBillYet'), 'info-bill-no'],
    [t('currentStage'), t(`stages.${stageKey(order.stage)}`), 'info-stage'],
    [t('createTime'), order.createTime],
    [t('updateTime'), order.updateTime],
    [t('etd'), order.etd],
  ];
  return (
    <div className={styles.baseInfo}>
      <Group title={t('groups.identity')} rows={summary} testId="info-summary" />
      {order.detail ? <OwnerGroups d={order.detail} /> : null}
    </div>
  );
}

function OwnerGroups({ d }: { d: OrderDetail }) {
  const t = useTranslations('Orders');
  const yes = (v: boolean) => (v ? t('yes') : t('no'));
  const services = (['trailer', 'inContainerLoading', 'customs', 'insurance'] as const).filter((k) => d[k]).map((k) => t(`serviceNames.${k}`));
  const known = <T extends string>(group: string, v: string, keys: readonly T[]) => ((keys as readonly string[]).includes(v) ? t(`${group}.${v}` as never) : v);
  return (
    <>
      <Group
        title={t('groups.identity')}
        testId="info-contact"
        rows={[
          [t('fields.customerName'), d.customerName],
          [t('fields.contactName'), d.contactName],
          [t('fields.contactPhone'), d.contactPhone],
          [t('fields.contactEmail'), d.contactEmail],
          [t('fields.customerService'), d.customerService],
          [t('fields.customerServicePhone'), d.customerServicePhone],
        ]}
      />
      <Group
        title={t('groups.route')}
        rows={[
          [t('fields.pol'), `${d.polName} (${d.polCode})`],
          [t('fields.pod'), `${d.podName} (${d.podCode})`],
          [t('fields.transfer'), d.transferCode ? `VIA ${d.transferName} (${d.transferCode})` : `DIR · ${t('fields.direct')}`],
          [t('fields.carrier'), `${d.carrierName} (${d.carrierCode})`],
          [t('fields.vesselVoyage'), [d.vessel, d.voyage].filter(Boolean).join(' / ')],
          [t('fields.routeCode'), d.routeCode],
        ]}
      />
      <Group
        title={t('groups.terms')}
        rows={[
          [t('fields.payType'), known('payTypes', d.payType, ['prepaid', 'collect'])],
          [t('fields.transportMode'), known('transportModes', d.transportMode, ['CY-CY', 'CY-DOOR', 'DOOR-CY', 'DOOR-DOOR'])],
          [t('fields.billType'), known('billTypes', d.billType, ['original', 'telex', 'seaway'])],
          [t('fields.goodsType'), known('goodsTypes', d.goodsType, ['general', 'dangerous', 'reefer'])],
          [t('serviceNames.trailer'), yes(d.trailer)],
          [t('serviceNames.inContainerLoading'), yes(d.inContainerLoading)],
          [t('serviceNames.customs'), yes(d.customs)],
          [t('serviceNames.insurance'), yes(d.insurance)],
          [t('fields.services'), services.join(' / ') || t('none')],
        ]}
      />
      <Group
        title={t('groups.parties')}
        testId="info-parties"
        rows={[
          [t('fields.shipper'), d.shipper],
          [t('fields.consignee'), d.consignee],
          [t('fields.notifyParty'), d.notifyParty],
          [t('fields.secondNotifyParty'), d.secondNotifyParty],
        ]}
      />
      <Group
        title={t('groups.cargo')}
        testId="info-cargo"
        rows={[
          [t('fields.goodsDescription'), d.goodsDescription],
          [t('fields.packages'), `${d.packages} ${d.packageUnit}`],
          [t('fields.grossWeightKg'), d.grossWeightKg],
          [t('fields.volumeCbm'), d.volumeCbm],
          [t('fields.marks'), d.marks],
          [t('fields.remark'), d.remark],
        ]}
      />
      <section className={styles.group} data-testid="info-freight">
        <h3 className={styles.groupTitle}>{t('groups.freight')}</h3>
        {/* scrolls sideways on a phone: the keyboard can take it and scroll it (tabIndex) */}
        <div className={styles.tableWrap} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>{t('fields.containerType')}</th>
                <th>{t('fields.quantity')}</th>
                <th>{t('fields.unitPrice')}</th>
                <th>{t('fields.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {d.freightLines.map((l, i) => (
                <tr key={i}>
                  <td>{l.containerType}</td>
                  <td className={styles.num}>{l.quantity}</td>
                  <td className={styles.num}>
                    {d.currency} {l.unitPrice}
                  </td>
                  <td className={styles.num}>
                    {d.currency} {(l.quantity * Number(l.unitPrice)).toFixed(2)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3}>{t('fields.total')}</td>
                <td className={styles.num} data-testid="info-total">
                  {d.currency} {d.total}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      </section>
    </>
  );
}
