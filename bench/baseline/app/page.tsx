// One static page of about a landing page's size: rendered once at build time, served from the
// full-route cache. No proxy, no next-intl, no antd: the reference the portal's home is compared to.
export const dynamic = 'force-static';

const nav = ['首页', '拼箱运价', '整箱运价', '船期查询', '货物跟踪', '在线订舱', '新闻资讯', '关于我们'];

const services = [
  { title: '拼箱运价', text: '覆盖全球 3000 多个目的港的拼箱运价，宁波、上海、深圳等主要起运港每周固定开航，运价透明，在线查询即时报价。' },
  { title: '整箱运价', text: '与主流船公司签约的整箱运价，20GP、40GP、40HQ 多箱型比价，支持多家船公司同时比较，锁定舱位更安心。' },
  { title: '船期查询', text: '按起运港、目的港、船公司查询最新船期，开船日期、截关时间、航程天数一目了然，支持按周筛选。' },
  { title: '货物跟踪', text: '输入提单号、订舱号或箱号即可查询货物状态，从提柜、装船、离港到抵港、提货，节点实时更新。' },
  { title: '在线订舱', text: '选定运价后在线填写托书，上传装箱资料，订舱结果实时通知，订单进度在工作台统一管理。' },
  { title: '报关报检', text: '专业报关团队提供出口报关、商检、产地证等一站式服务，单证齐全即可快速放行，减少港口滞留。' },
];

const advantages = [
  { title: '自营拼箱仓库', text: '宁波、上海、青岛自营仓库，分拣、打托、贴标一站完成。' },
  { title: '全程可视', text: '订单、舱位、货物节点全程可查，异常主动通知。' },
  { title: '专属客服', text: '一对一客服跟进，工作日 30 分钟内响应。' },
];

const news = [
  ['2025 年第四季度欧洲航线运价走势分析', '2025-11-18'],
  ['宁波舟山港集装箱吞吐量再创新高', '2025-11-15'],
  ['关于圣诞节前美西航线舱位紧张的提示', '2025-11-12'],
  ['新版电子托书上线：支持批量上传装箱单', '2025-11-08'],
  ['东南亚拼箱新增胡志明、林查班每周两班', '2025-11-05'],
  ['中东航线杰贝阿里港拥堵情况通报', '2025-11-01'],
  ['危险品拼箱申报流程说明', '2025-10-28'],
  ['关于调整部分目的港附加费的通知', '2025-10-24'],
];

const footer = [
  { title: '产品服务', links: ['拼箱运价', '整箱运价', '船期查询', '货物跟踪'] },
  { title: '帮助中心', links: ['新手指南', '常见问题', '费用说明', '危险品须知'] },
  { title: '关于我们', links: ['公司介绍', '联系我们', '加入我们', '隐私政策'] },
  { title: '联系方式', links: ['电话：400-000-0000', '邮箱：service@example.com', '地址：浙江省宁波市鄞州区', '工作时间：9:00–18:00'] },
];

function CardSection({ title, cards }: { title: string; cards: { title: string; text: string }[] }) {
  return (
    <section className="section">
      <h2>{title}</h2>
      <div className="grid">
        {cards.map((s) => (
          <div key={s.title} className="card">
            <h3>{s.title}</h3>
            <p>{s.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}

export default function Home() {
  return (
    <>
      <header className="header">
        <div className="brand">环球海运</div>
        <nav className="nav">
          {nav.map((n) => (
            <a key={n} href="#">
              {n}
            </a>
          ))}
        </nav>
        <div>
          <a href="#">登录</a> / <a href="#">注册</a>
        </div>
      </header>
      <main>
        <section className="hero">
          <h1>环球海运</h1>
          <p>专注国际海运拼箱与整箱服务 · 一站式在线查价订舱</p>
          <form className="search" action="#">
            <label>
              起运港
              <input name="from" placeholder="请输入起运港，如：宁波" />
            </label>
            <label>
              目的港
              <input name="to" placeholder="请输入目的港，如：汉堡" />
            </label>
            <button type="submit">搜索</button>
          </form>
        </section>
        <CardSection title="我们的服务" cards={services} />
        <CardSection title="为什么选择我们" cards={advantages} />
        <section className="section">
          <h2>新闻资讯</h2>
          <ul className="news">
            {news.map(([title, date]) => (
              <li key={title}>
                <a href="#">{title}</a>
                <time>{date}</time>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="footer">
        <div className="cols">
          {footer.map((c) => (
            <div key={c.title}>
              <h4>{c.title}</h4>
              {c.links.map((l) => (
                <a key={l} href="#">
                  {l}
                </a>
              ))}
            </div>
          ))}
        </div>
        <div className="copy">© 2025 环球海运 版权所有 · 浙ICP备00000000号</div>
      </footer>
    </>
  );
}
