import { createStore } from 'zustand/vanilla';

/** A short message for antd's message (shown by a lazily loaded island, see StoreProvider). */
export type Notice = { kind: 'success' | 'error'; text: string; id: number };

/** Client-only UI state of spec §3 "UI state". */
export type UiState = {
  loginOpen: boolean;
  /** Chinese overlay tab: scan (QR) or mobile (account); English pages: loginQR, change, certification. */
  loginPage: 'scan' | 'mobile' | 'loginQR' | 'change' | 'certification';
  passwordDialog: boolean;
  passwordType: string;
  contactOpen: boolean;
  notice: Notice | null;
  openLogin: (page?: UiState['loginPage']) => void;
  closeLogin: () => void;
  setPasswordDialog: (open: boolean, type?: string) => void;
  setContactOpen: (open: boolean) => void;
  notify: (kind: Notice['kind'], text: string) => void;
};

export const createUiStore = () =>
  createStore<UiState>()((set) => ({
    loginOpen: false,
    loginPage: 'scan',
    passwordDialog: false,
    passwordType: 'login',
    contactOpen: false,
    notice: null,
    openLogin: (page) => set((s) => ({ loginOpen: true, loginPage: page ?? s.loginPage })),
    closeLogin: () => set({ loginOpen: false }),
    setPasswordDialog: (open, type = 'login') => set({ passwordDialog: open, passwordType: type }),
    setContactOpen: (open) => set({ contactOpen: open }),
    notify: (kind, text) => set((s) => ({ notice: { kind, text, id: (s.notice?.id ?? 0) + 1 } })),
  }));

export type UiStore = ReturnType<typeof createUiStore>;
