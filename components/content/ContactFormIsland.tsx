'use client';

import { AntdProvider } from '@/components/providers/AntdProvider';
import { ContactForm } from './ContactForm';

/** The contact form with antd's provider (its messages come with the page: PageMessages 'contact'). */
export default function ContactFormIsland() {
  return (
    <AntdProvider>
      <ContactForm />
    </AntdProvider>
  );
}
