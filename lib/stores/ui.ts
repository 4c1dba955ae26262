import { createStore } from 'zustand/vanilla';

/** Client-only UI state of spec §3 "UI state". */
export type UiState = {
  loginOpen: boolean;
  /** Chinese overlay tab: scan (QR) or mobile (account); English pages: loginQR, change, certification. */
  loginPage: 'scan' | 'mobile' | 'loginQR' | 'change' | 'certification';
  passwordDialog: boolean;
  passwordType: string;
  contactOpen: boolean;
  openLogin: (page?: UiState['loginPage']) => void;
  closeLogin: () => void;
  setPasswordDialog: (open: boolean, type?: string) => void;
  setContactOpen: (open: boolean) => void;
};

export const createUiStore = () =>
  createStore<UiState>()((set) => ({
    loginOpen: false,
    loginPage: 'scan',
    passwordDialog: false,
    passwordType: 'login',
    contactOpen: false,
    openLogin: (page) => set((s) => ({ loginOpen: true, loginPage: page ?? s.loginPage })),
    closeLogin: () => set({ loginOpen: false }),
    setPasswordDialog: (open, type = 'login') => set({ passwordDialog: open, passwordType: type }),
    setContactOpen: (open) => set({ contactOpen: open }),
  }));

export type UiStore = ReturnType<typeof createUiStore>;
