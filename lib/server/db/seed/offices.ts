// Offices of /about/contact and /about/contact/data per company (site_content, kind 'office').
// Real districts and area codes, invented buildings and numbers; mailboxes under the reserved .test TLD.
import type { OfficeDoc } from '../../../contracts/siteContent';
import { b } from './bilingual';


export type OfficeSeed = { slug: string } & OfficeDoc;

const WEEKDAYS = b('周一至周五 8:30–18:00，周六 9:00–12:00', 'Mon–Fri 8:30–18:00, Sat 9:00–12:00');

const HQ_OFFICES: readonly OfficeSeed[] = [
  {
    slug: 'shanghai',
    name: b('上海总部', 'Shanghai Headquarters'),
    city: b('上海', 'Shanghai'),
    address: b('上海市虹口区东大名路1088号环宇航运大厦18楼', '18F Globalink Shipping Tower, 1088 East Daming Road, Hongkou District, Shanghai 200080'),
    phone: '021-6588 7200',
    fax: '021-6588 7299',
    email: 'service@globalink-demo.test',
    hours: WEEKDAYS,
    services: b('拼箱、整箱、空运、中欧班列、报关', 'LCL, FCL, air, China-Europe rail, customs'),
    headquarters: true,
  },
  {
    slug: 'shanghai-cfs',
    name: b('上海外高桥集拼仓', 'Shanghai Waigaoqiao CFS'),
    city: b('上海', 'Shanghai'),
    address: b('上海市浦东新区港建路1188号外高桥物流园6号库', 'Warehouse 6, Waigaoqiao Logistics Park, 1188 Gangjian Road, Pudong, Shanghai 200137'),
    phone: '021-5868 3310',
    fax: '',
    email: 'cfs.sh@globalink-demo.test',
    hours: b('周一至周六 8:00–20:00（截关日延至22:00）', 'Mon–Sat 8:00–20:00 (22:00 on cut-off days)'),
    services: b('拼箱进仓、理货、装箱', 'LCL receiving, tallying and stuffing'),
    headquarters: false,
  },
  {
    slug: 'ningbo',
    name: b('宁波分公司', 'Ningbo Branch'),
    city: b('宁波', 'Ningbo'),
    address: b('浙江省宁波市北仑区明州路301号港城大厦11楼', '11F Port City Building, 301 Mingzhou Road, Beilun District, Ningbo 315800'),
    phone: '0574-8685 2210',
    fax: '',
    email: 'ningbo@globalink-demo.test',
    hours: WEEKDAYS,
    services: b('拼箱、整箱、报关', 'LCL, FCL, customs'),
    headquarters: false,
  },
  {
    slug: 'shenzhen',
    name: b('深圳分公司', 'Shenzhen Branch'),
    city: b('深圳', 'Shenzhen'),
    address: b('广东省深圳市盐田区沿港路2008号港航大厦15楼', '15F Port & Shipping Building, 2008 Yangang Road, Yantian District, Shenzhen 518081'),
    phone: '0755-2529 6630',
    fax: '',
    email: 'shenzhen@globalink-demo.test',
    hours: WEEKDAYS,
    services: b('拼箱、整箱、空运、FBA头程', 'LCL, FCL, air, Amazon FBA'),
    headquarters: false,
  },
  {
    slug: 'qingdao',
    name: b('青岛分公司', 'Qingdao Branch'),
    city: b('青岛', 'Qingdao'),
    address: b('山东省青岛市市北区新疆路8号中联广场20楼', '20F Zhonglian Plaza, 8 Xinjiang Road, Shibei District, Qingdao 266011'),
    phone: '0532-8097 5510',
    fax: '',
    email: 'qingdao@globalink-demo.test',
    hours: WEEKDAYS,
    services: b('拼箱、整箱、日韩快线', 'LCL, FCL, Japan and Korea express'),
    headquarters: false,
  },
  {
    slug: 'tianjin',
    name: b('天津分公司', 'Tianjin Branch'),
    city: b('天津', 'Tianjin'),
    address: b('天津市滨海新区新港二号路66号航运中心9楼', '9F Shipping Centre, 66 Xingang No. 2 Road, Binhai New Area, Tianjin 300456'),
    phone: '022-2560 3380',
    fax: '',
    email: 'tianjin@globalink-demo.test',
    hours: WEEKDAYS,
    services: b('整箱、中欧班列、报关', 'FCL, China-Europe rail, customs'),
    headquarters: false,
  },
];

const SOUTH_OFFICES: readonly OfficeSeed[] = [
  {
    slug: 'shenzhen',
    name: b('深圳总部', 'Shenzhen Headquarters'),
    city: b('深圳', 'Shenzhen'),
    address: b('深圳市南山区蛇口工业三路8号海联大厦9楼', '9F Hailian Building, 8 Industrial Road 3, Shekou, Nanshan District, Shenzhen 518067'),
    phone: '0755-2668 3190',
    fax: '0755-2668 3199',
    email: 'cs@south-freight.test',
    hours: WEEKDAYS,
    services: b('拼箱、整箱、空运、报关', 'LCL, FCL, air, customs'),
    headquarters: true,
  },
  {
    slug: 'yantian-cfs',
    name: b('盐田拼箱仓', 'Yantian LCL Warehouse'),
    city: b('深圳', 'Shenzhen'),
    address: b('深圳市盐田区盐田港保税区北三道12号', '12 North Road 3, Yantian Port Free Trade Zone, Shenzhen 518083'),
    phone: '0755-2528 4470',
    fax: '',
    email: 'cfs@south-freight.test',
    hours: b('周一至周六 8:00–20:00', 'Mon–Sat 8:00–20:00'),
    services: b('拼箱进仓、理货、装箱', 'LCL receiving, tallying and stuffing'),
    headquarters: false,
  },
  {
    slug: 'guangzhou',
    name: b('广州南沙办事处', 'Guangzhou Nansha Office'),
    city: b('广州', 'Guangzhou'),
    address: b('广州市南沙区港前大道南162号港航中心7楼', '7F Port & Shipping Centre, 162 Gangqian Avenue South, Nansha District, Guangzhou 511462'),
    phone: '020-3468 2250',
    fax: '',
    email: 'nansha@south-freight.test',
    hours: WEEKDAYS,
    services: b('整箱、报关', 'FCL, customs'),
    headquarters: false,
  },
];

export const OFFICES: Record<string, readonly OfficeSeed[]> = { hq: HQ_OFFICES, south: SOUTH_OFFICES };
