// GET webcontentApi.vcard – the company's contact card (vCard 3.0), or one office's (officeId), in the language asked (lang)
import { buildVCard, vcardFileName } from '@/lib/contact/vcard';
import { siteOrigin } from '@/lib/seo/origin';
import { ApiError } from '@/lib/server/errors';
import { apiHandler, otherMethods } from '@/lib/server/http';
import { listOffices } from '@/lib/server/siteContent';
import { webcontentApi } from '@/lib/endpoints/webcontent';

export const GET = apiHandler(webcontentApi.vcard, async ({ company, locale }, input) => {
  const en = (input.lang ?? locale) === 'en';
  const name = en ? company.companyNameEn : company.companyNameCn;
  const url = await siteOrigin(company.companyId);
  let card: string;
  let fileName: string;
  if (input.officeId !== undefined) {
    const office = (await listOffices(company.companyId, en ? 'en' : 'zh-CN')).find((o) => o.id === input.officeId);
    if (!office) throw new ApiError(404, 'officeNotFound');
    card = buildVCard({
      name: `${name} ${office.name}`,
      organization: name,
      unit: office.name,
      address: office.address,
      phones: [
        { number: office.phone, type: 'work' },
        { number: office.fax, type: 'fax' },
      ],
      email: office.email,
      url,
      note: office.hours,
    });
    fileName = vcardFileName(`${name} ${office.name}`);
  } else {
    card = buildVCard({
      name,
      organization: name,
      address: en ? company.companyAddrEn : company.companyAddr || company.linkAddress,
      phones: [{ number: company.contactPhone, type: 'work' }],
      email: company.contactEmail,
      url,
      person: en ? company.linkEnName : company.linkChName,
    });
    fileName = vcardFileName(name);
  }
  return new Response(card, {
    headers: {
      'content-type': 'text/vcard; charset=utf-8',
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'public, max-age=300',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods(webcontentApi.vcard);
