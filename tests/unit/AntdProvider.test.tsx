// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AntdProvider } from '@/components/providers/AntdProvider';
import { ThemeColorContext } from '@/components/providers/themeColor';
import { ANTD_CSS_VAR_CLASS } from '@/lib/theme';

function tree(locale: 'zh-CN' | 'en') {
  return (
    <NextIntlClientProvider locale={locale} messages={{}} timeZone="Asia/Shanghai">
      <ThemeColorContext.Provider value="#0f766e">
        <AntdProvider>
          <Button type="primary">ok</Button>
        </AntdProvider>
      </ThemeColorContext.Provider>
    </NextIntlClientProvider>
  );
}

afterEach(() => {
  dayjs.locale('en');
});

describe('AntdProvider', () => {
  it('never sets the global dayjs locale during a server render', () => {
    dayjs.locale('en');
    const html = renderToString(tree('zh-CN'));
    expect(html).toContain('ok');
    expect(dayjs.locale()).toBe('en');
  });

  it('sets it in the browser, following the page locale', () => {
    dayjs.locale('en');
    const { unmount } = render(tree('zh-CN'));
    expect(dayjs.locale()).toBe('zh-cn');
    unmount();
    render(tree('en'));
    expect(dayjs.locale()).toBe('en');
  });

  it("scopes antd's components to the css-var class of the extracted stylesheet", () => {
    render(tree('en'));
    expect(screen.getByRole('button').className).toContain(ANTD_CSS_VAR_CLASS);
  });
});
