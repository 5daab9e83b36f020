import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdmissionEnquiryForm } from './admission-enquiry-form';
import { ENQUIRY_ERROR_TEXT, ENQUIRY_SUCCESS_TEXT } from './enquiry-form-parts';
import { QuickEnquiryForm } from './quick-enquiry-form';

const SUCCESS = 'Thank you for your enquiry! We will get back to you soon.';
const ERROR = 'Sorry, there was an error sending your enquiry. Please try again.';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** fetch that answers only when the test says so, so the sending state can be seen. */
function deferredFetch() {
  let answer!: (response: Response) => void;
  let fail!: (error: Error) => void;
  const fetchMock = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) => {
        answer = resolve;
        fail = reject;
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  let answered = 0;
  /** Waits for the request to be made (TanStack starts the mutation a tick after the click). */
  const called = () => waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThan(answered));
  return {
    fetchMock,
    called,
    answer: async (status: number, body: unknown) => {
      await called();
      answered++;
      await act(async () => answer(jsonResponse(status, body)));
    },
    fail: async (error: Error) => {
      await called();
      answered++;
      await act(async () => fail(error));
    },
  };
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input, textarea, select' });

/** Typing character by character is slow in jsdom; one change event per field is what React sees. */
function fill(label: RegExp, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

function fillQuickEnquiry() {
  fill(/^Name/, 'Asha Kumari');
  fill(/^Email/, 'asha@example.org');
  fill(/^Phone/, '+91 98765 43210');
  fill(/^Message/, 'Is there a bus from Jasidih?');
}

const button = (name: string) => screen.getByText(name).closest('button') as HTMLButtonElement;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('QuickEnquiryForm', { timeout: 30_000 }, () => {
  it("uses the spec's texts", () => {
    expect(ENQUIRY_SUCCESS_TEXT).toBe(SUCCESS);
    expect(ENQUIRY_ERROR_TEXT).toBe(ERROR);
  });

  it('has four labelled, required fields with length counters; email is type=email, message multi-line', () => {
    render(<QuickEnquiryForm />, { wrapper });
    expect(screen.getByRole('form', { name: 'Quick Enquiry' })).toBeTruthy();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(4);
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/])
      expect((field(label) as HTMLInputElement).required).toBe(true);
    expect(field(/^Email/).getAttribute('type')).toBe('email');
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
    expect(field(/^Name/).getAttribute('maxlength')).toBe('100');
    expect(field(/^Message/).getAttribute('maxlength')).toBe('2000');
    expect(screen.getByText('0/2000')).toBeTruthy();
    expect(screen.getAllByText('0/100')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('counts characters as the visitor types', async () => {
    const user = userEvent.setup();
    render(<QuickEnquiryForm />, { wrapper });
    await user.type(field(/^Name/), 'Asha');
    expect(screen.getByText('4/100')).toBeTruthy();
  });

  it('hides the honeypot from people, keyboards, screen readers and autofill', () => {
    const { container } = render(<QuickEnquiryForm />, { wrapper });
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toBeTruthy();
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.getAttribute('aria-hidden')).toBe('true');
    expect(honeypot.parentElement!.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('textbox')).not.toContain(honeypot);
  });

  it('sends, disables the button while sending, then announces success and clears the form', async () => {
    const server = deferredFetch();
    render(<QuickEnquiryForm />, { wrapper });
    fillQuickEnquiry();
    fireEvent.click(button('Send Enquiry'));

    const sendingButton = button('Sending...');
    expect(sendingButton.disabled).toBe(true);
    await server.called();
    const [url, init] = server.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/enquiries');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Asha Kumari',
      email: 'asha@example.org',
      phone: '+91 98765 43210',
      message: 'Is there a bus from Jasidih?',
      website: '',
    });
    // A second click while sending sends nothing more.
    fireEvent.submit(sendingButton.closest('form')!);
    expect(server.fetchMock).toHaveBeenCalledTimes(1);

    await server.answer(201, { status: 'success', data: { enquiry: { _id: 'e1' } } });
    const status = await screen.findByRole('status');
    await waitFor(() => expect(status.textContent).toBe(SUCCESS));
    for (const label of [/^Name/, /^Email/, /^Phone/, /^Message/])
      expect((field(label) as HTMLInputElement).value).toBe('');
    expect(button('Send Enquiry').disabled).toBe(false);
  });

  it('announces the error text and keeps what was typed when the server fails', async () => {
    const server = deferredFetch();
    render(<QuickEnquiryForm />, { wrapper });
    fillQuickEnquiry();
    fireEvent.click(button('Send Enquiry'));
    await server.answer(503, { status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'down' });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ERROR));
    expect((field(/^Name/) as HTMLInputElement).value).toBe('Asha Kumari');
    expect((field(/^Message/) as HTMLTextAreaElement).value).toBe('Is there a bus from Jasidih?');
    expect(button('Send Enquiry').disabled).toBe(false);
  });

  it('shows the error text on a network failure, and the reason when rate-limited', async () => {
    const server = deferredFetch();
    render(<QuickEnquiryForm />, { wrapper });
    fillQuickEnquiry();
    fireEvent.click(button('Send Enquiry'));
    await server.fail(new TypeError('Failed to fetch'));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(ERROR));

    fireEvent.click(button('Send Enquiry'));
    const limited =
      'Too many enquiries from your address. Please try again in 9 minutes, or contact the school directly.';
    await server.answer(429, { status: 'error', code: 'TOO_MANY_REQUESTS', message: limited });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(`${ERROR}${limited}`));
  });

  it('checks the fields before sending and names the problem on the field', async () => {
    const server = deferredFetch();
    render(<QuickEnquiryForm />, { wrapper });
    fill(/^Name/, 'Asha');
    fill(/^Email/, 'asha@example');
    fill(/^Phone/, '123');
    fill(/^Message/, '   ');
    fireEvent.submit(screen.getByRole('form', { name: 'Quick Enquiry' }));
    expect(server.fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('email must be a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('message is required')).toBeTruthy();
    expect(field(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/^Email/));
  });

  it('sends what a bot put in the honeypot, so the server can drop it', async () => {
    const server = deferredFetch();
    const { container } = render(<QuickEnquiryForm />, { wrapper });
    fillQuickEnquiry();
    fireEvent.change(container.querySelector('input[name="website"]')!, { target: { value: 'http://spam' } });
    fireEvent.click(button('Send Enquiry'));
    await server.called();
    const [, init] = server.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string).website).toBe('http://spam');
  });
});

describe('AdmissionEnquiryForm', { timeout: 30_000 }, () => {
  it('sends the admission enquiry to /api/admission, then thanks and clears', async () => {
    const user = userEvent.setup();
    const server = deferredFetch();
    render(<AdmissionEnquiryForm />, { wrapper });
    expect(screen.getByRole('form', { name: 'Admission Enquiry' })).toBeTruthy();
    fill(/^Student name/, 'Rohan Kumar');
    fill(/^Date of birth/, '2019-04-12');
    await user.selectOptions(field(/^Class sought/), 'Class 1');
    fill(/^Parent or guardian name/, 'Sunita Devi');
    fill(/^Phone/, '9876543210');
    fill(/^Email/, 'sunita@example.org');
    expect((field(/^Message/) as HTMLTextAreaElement).required).toBe(false);
    expect((field(/^Class sought/) as HTMLSelectElement).required).toBe(true);
    expect(field(/^Date of birth/).getAttribute('type')).toBe('date');
    fireEvent.click(button('Send Admission Enquiry'));

    expect(button('Sending...').disabled).toBe(true);
    await server.called();
    const [url, init] = server.fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/admission');
    expect(JSON.parse(init.body as string)).toEqual({
      studentName: 'Rohan Kumar',
      dateOfBirth: '2019-04-12',
      classSought: 'Class 1',
      parentName: 'Sunita Devi',
      phone: '9876543210',
      email: 'sunita@example.org',
      message: '',
      website: '',
    });
    await server.answer(201, { status: 'success', data: { enquiry: { _id: 'a1' } } });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SUCCESS));
    expect((field(/^Student name/) as HTMLInputElement).value).toBe('');
    expect((field(/^Class sought/) as HTMLSelectElement).value).toBe('');
  });

  it('refuses a date of birth in the future before sending', async () => {
    const user = userEvent.setup();
    const server = deferredFetch();
    render(<AdmissionEnquiryForm />, { wrapper });
    fill(/^Student name/, 'Rohan');
    fill(/^Date of birth/, new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
    await user.selectOptions(field(/^Class sought/), 'Nursery');
    fill(/^Parent or guardian name/, 'Sunita');
    fill(/^Phone/, '98');
    fill(/^Email/, 'sunita@example.org');
    fireEvent.submit(screen.getByRole('form', { name: 'Admission Enquiry' }));
    expect(server.fetchMock).not.toHaveBeenCalled();
    const form = screen.getByRole('form', { name: 'Admission Enquiry' });
    expect(within(form).getByText('dateOfBirth cannot be in the future')).toBeTruthy();
  });
});
