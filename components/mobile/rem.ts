/**
 * Spec §2 and §9: the mobile root font size steps from 32 px at a 320 px viewport to 54 px at 768 px,
 * linear in between and fixed outside, so the mobile pages, sized in rem, scale with the phone
 * (1rem = 32 px at 320 px: a 44 px touch target is 1.375rem). The body is at least 300 px wide
 * (the desktop's 1280 px minimum belongs to the default layout only).
 */
export const MOBILE_ROOT_FONT = 'clamp(32px, calc(32px + 22 * (100vw - 320px) / 448), 54px)';

/**
 * antd's form controls on a phone (forms and dialogs, dialogs included as they render outside the
 * frame): touch targets of 44 px, 16 px text in inputs (iOS Safari zooms into smaller ones), one
 * column of fields, dialogs inside the screen.
 */
const ANTD_ON_PHONES = [
  '.ant-input,.ant-input-affix-wrapper,.ant-input-number,.ant-picker,.ant-select{min-height:44px!important;font-size:16px!important}',
  '.ant-input-affix-wrapper .ant-input{min-height:0!important}',
  '.ant-btn{min-height:44px}',
  '.ant-form .ant-col{flex:0 0 100%!important;max-width:100%!important}',
  '.ant-modal{max-width:calc(100vw - 24px)!important;margin:0 auto}',
  '.ant-modal-wrap{overflow-x:hidden}',
].join('');

export const MOBILE_FRAME_CSS = `html{font-size:${MOBILE_ROOT_FONT};-webkit-text-size-adjust:100%;text-size-adjust:100%}body{min-width:300px;background:#f4f6f9}${ANTD_ON_PHONES}`;
