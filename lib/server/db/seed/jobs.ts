// Job openings of /joinUs/socialRecruitment per company (site_content, kind 'job').
import type { JobDoc } from '../../../contracts/siteContent';
import { b } from './bilingual';


export type JobSeed = { slug: string } & JobDoc;

const HQ_JOBS: readonly JobSeed[] = [
  {
    slug: 'lcl-sales',
    title: b('拼箱销售经理', 'LCL Sales Manager'),
    department: b('销售部', 'Sales'),
    city: b('上海', 'Shanghai'),
    headcount: 3,
    experience: b('1年以上货代销售经验', '1+ years in freight sales'),
    education: b('大专及以上', 'College degree or above'),
    summary: b('开发与维护直客和同行客户，推广公司拼箱与整箱产品。', 'Win and look after direct and forwarder customers for our LCL and FCL products.'),
    duties: [
      b('开发新客户并维护现有客户关系', 'Develop new accounts and look after existing ones'),
      b('根据客户需求提供运价方案并跟进成交', 'Quote to customers’ needs and follow up to a booking'),
      b('配合客服与操作跟进货物全程', 'Work with customer service and operations through each shipment'),
    ],
    requirements: [
      b('大专及以上学历，1年以上货代销售经验', 'College degree, one year or more in freight sales'),
      b('熟悉拼箱、整箱业务流程', 'Knows LCL and FCL processes'),
      b('沟通能力强，有责任心', 'Communicates well and takes ownership'),
    ],
  },
  {
    slug: 'ocean-ops',
    title: b('海运操作专员', 'Ocean Freight Operations Specialist'),
    department: b('操作部', 'Operations'),
    city: b('宁波', 'Ningbo'),
    headcount: 2,
    experience: b('应届生或1年以上操作经验', 'Graduates or 1+ years in operations'),
    education: b('大专及以上', 'College degree or above'),
    summary: b('负责订舱、进仓、报关与装箱等环节的操作与协调。', 'Runs booking, warehouse receiving, customs and stuffing for our shipments.'),
    duties: [
      b('向船公司订舱并跟进舱位', 'Book with carriers and follow up on space'),
      b('协调进仓、报关、装箱与开船', 'Coordinate receiving, customs, stuffing and sailing'),
      b('处理提单确认与异常情况', 'Handle B/L confirmation and exceptions'),
    ],
    requirements: [
      b('物流、国际贸易等相关专业优先', 'Logistics or international trade background preferred'),
      b('细致耐心，能承受旺季工作节奏', 'Careful and patient, comfortable with peak season'),
      b('熟练使用办公软件，英语读写良好', 'Good with office software, reads and writes English well'),
    ],
  },
  {
    slug: 'customer-service',
    title: b('客户服务专员', 'Customer Service Representative'),
    department: b('客服中心', 'Customer Service'),
    city: b('深圳', 'Shenzhen'),
    headcount: 2,
    experience: b('有客服或货代经验优先', 'Customer service or forwarding experience preferred'),
    education: b('大专及以上', 'College degree or above'),
    summary: b('通过电话、微信与邮件解答客户咨询，跟进订单状态。', 'Answers customers by phone, WeChat and email and keeps them posted on their orders.'),
    duties: [
      b('解答运价、船期与货物状态咨询', 'Answer questions on rates, schedules and cargo status'),
      b('跟进订单节点并主动通知客户', 'Follow order milestones and keep customers informed'),
      b('收集客户反馈并推动改进', 'Collect feedback and push for improvements'),
    ],
    requirements: [
      b('普通话标准，有英语沟通能力者优先', 'Fluent Mandarin; spoken English a plus'),
      b('有客服或货代经验优先', 'Customer service or forwarding experience preferred'),
      b('耐心细致，服务意识强', 'Patient, careful and service-minded'),
    ],
  },
  {
    slug: 'developer',
    title: b('物流系统开发工程师', 'Logistics Systems Developer'),
    department: b('信息技术部', 'IT'),
    city: b('上海', 'Shanghai'),
    headcount: 1,
    experience: b('3年以上开发经验', '3+ years of development'),
    education: b('本科及以上', 'Bachelor’s degree or above'),
    summary: b('参与在线运价、订舱与跟踪平台的开发与维护。', 'Builds and runs our online rates, booking and tracking platform.'),
    duties: [
      b('开发网站与移动端功能', 'Build features for the web site and mobile site'),
      b('对接船公司与海关数据接口', 'Integrate carrier and customs data'),
      b('保障系统稳定与性能', 'Keep the systems fast and reliable'),
    ],
    requirements: [
      b('计算机相关专业本科及以上', 'Degree in computer science or similar'),
      b('熟悉TypeScript、React与PostgreSQL', 'Experienced with TypeScript, React and PostgreSQL'),
      b('有物流行业系统经验优先', 'Logistics systems experience a plus'),
    ],
  },
];

const AIR_EXPORT: JobSeed = {
  slug: 'air-export-ops',
  title: b('空运出口操作', 'Air Export Operations Coordinator'),
  department: b('空运部', 'Air Freight'),
  city: b('深圳', 'Shenzhen'),
  headcount: 2,
  experience: b('1年以上空运操作经验', '1+ years in air freight operations'),
  education: b('大专及以上', 'College degree or above'),
  summary: b('负责空运出口订舱、进仓、安检与报关的全流程操作。', 'Runs air export shipments end to end: booking, receiving, screening and customs.'),
  duties: [
    b('向航空公司订舱并确认航班', 'Book with airlines and confirm flights'),
    b('安排提货进仓、过安检与报关', 'Arrange collection, receiving, screening and customs'),
    b('跟踪航班动态，处理异常并通知客户', 'Track flights, handle exceptions and keep customers informed'),
  ],
  requirements: [
    b('熟悉空运出口流程与带电货物要求', 'Knows air export procedures and battery rules'),
    b('英语读写良好，能处理英文单证', 'Reads and writes English; handles English documents'),
    b('工作细致，抗压能力强', 'Careful and calm under pressure'),
  ],
};

const SOUTH_JOBS: readonly JobSeed[] = [
  ...HQ_JOBS.filter((j) => j.slug !== 'developer').map((j) => ({ ...j, city: b('深圳', 'Shenzhen') })),
  AIR_EXPORT,
];

export const JOBS: Record<string, readonly JobSeed[]> = { hq: HQ_JOBS, south: SOUTH_JOBS };
