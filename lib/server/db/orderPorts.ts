// Shared by the booking service and the seed (no 'server-only': the seed runs as a plain script).

type PortNames = { code: string; nameCn: string; nameEn: string };

/** The ports of an order as it stores them: codes and names as they stood when it was booked. */
export const orderPorts = (pol: PortNames, pod: PortNames, transfer?: PortNames | null) => ({
  polCode: pol.code,
  polNameCn: pol.nameCn,
  polNameEn: pol.nameEn,
  podCode: pod.code,
  podNameCn: pod.nameCn,
  podNameEn: pod.nameEn,
  transferCode: transfer?.code ?? '',
  transferName: transfer?.nameEn ?? '',
});
