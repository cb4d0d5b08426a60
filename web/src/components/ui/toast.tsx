import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { t } from '../../i18n';
import { localizeMessage } from '../../lib/field-errors';

// Spec §9: only 1 toast is visible at a time; a new one replaces the current one.
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * Shown on the page the visitor is sent to next: the outcome of a form that navigates away
   * when it is done ("Claim submitted" on the profile). It stays for one page change only.
   */
  keepOnNavigation?: boolean;
};

type ToastItem = ToastInput & { id: number };

type ToastContextValue = {
  toast: (input: ToastInput) => number;
  /** Dismisses one toast, or all of them when no id is given. */
  dismiss: (id?: number) => void;
  /** The visitor moved to another page: what the last one said is stale there (issue 36). */
  pageChanged: () => void;
};

const ToastContext = createContext<ToastContextValue | null>(null);

/** A form control the visitor is fixing: the focused one, or any marked invalid. */
const FIELDS_IN_ERROR = 'input:focus, select:focus, textarea:focus, [aria-invalid="true"]';

type Box = { top: number; bottom: number; left: number; right: number };
const overlaps = (a: Box, b: Box) =>
  a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;

/**
 * Where the toasts may sit without covering a field in error: at the bottom (the default),
 * or under the top bar when at the bottom they would hide the field the visitor must fix.
 */
function usePlacementClearOfFields(list: HTMLElement | null, count: number): 'bottom' | 'top' {
  const [placement, setPlacement] = useState<'bottom' | 'top'>('bottom');

  useLayoutEffect(() => {
    if (!list || count === 0) return;
    const place = () => {
      const viewport = list.parentElement?.getBoundingClientRect();
      if (!viewport) return;
      const height = list.getBoundingClientRect().height;
      const gap = 16;
      const topBar = document.querySelector('.top-bar')?.getBoundingClientRect().bottom ?? 0;
      const atBottom = {
        top: window.innerHeight - gap - height,
        bottom: window.innerHeight - gap,
        left: viewport.left,
        right: viewport.right,
      };
      const atTop = { ...atBottom, top: topBar + gap, bottom: topBar + gap + height };
      const visible = (box: DOMRect) => box.bottom > 0 && box.top < window.innerHeight;
      const fields = Array.from(document.querySelectorAll(FIELDS_IN_ERROR), (field) =>
        field.getBoundingClientRect(),
      ).filter(visible);
      const focused = document.activeElement?.matches(FIELDS_IN_ERROR)
        ? document.activeElement.getBoundingClientRect()
        : null;
      const covers = (zone: Box) => fields.filter((box) => overlaps(box, zone)).length;
      // The field with the cursor matters most; then cover as few marked fields as possible.
      if (focused && overlaps(focused, atBottom) !== overlaps(focused, atTop))
        setPlacement(overlaps(focused, atBottom) ? 'top' : 'bottom');
      else setPlacement(covers(atBottom) > covers(atTop) ? 'top' : 'bottom');
    };
    place();
    // Focus moves to the field in error after the toast is shown, and the page may scroll.
    let frame = 0;
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    document.addEventListener('focusin', schedule);
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('focusin', schedule);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [list, count]);

  return placement;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const [list, setList] = useState<HTMLOListElement | null>(null);
  const placement = usePlacementClearOfFields(list, toasts.length);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => (id === undefined ? [] : current.filter((item) => item.id !== id)));
  }, []);

  const toast = useCallback((input: ToastInput) => {
    const id = nextId.current++;
    setToasts((current) => [{ ...input, id }, ...current].slice(0, TOAST_LIMIT));
    return id;
  }, []);

  const pageChanged = useCallback(() => {
    setToasts((current) =>
      current.length === 0
        ? current
        : current
            .filter((item) => item.keepOnNavigation)
            .map((item) => ({ ...item, keepOnNavigation: false })),
    );
  }, []);

  const value = useMemo(() => ({ toast, dismiss, pageChanged }), [toast, dismiss, pageChanged]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <section
        className={`toast-viewport toast-viewport--${placement}`}
        aria-label={t('common.ui.notifications')}
      >
        {/* A live region that stays mounted, so screen readers announce toasts added to it. */}
        <ol className="toast-list" aria-live="polite" ref={setList}>
          {toasts.map((item) => (
            <ToastCard key={item.id} item={item} dismiss={dismiss} />
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}

function ToastCard({ item, dismiss }: { item: ToastItem; dismiss: (id: number) => void }) {
  const { id } = item;
  // Hovering or focusing a toast pauses its timer, so it can be read at any pace. Only a mouse
  // hovers: a finger that touched the toast never "leaves" it, and the toast stayed up for good.
  const [paused, setPaused] = useState(false);
  const hover = (next: boolean) => (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setPaused(next);
  };

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => dismiss(id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, dismiss, id]);

  const variant = item.variant ?? 'default';
  return (
    <li
      className={`toast toast--${variant}`}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The alert role sits inside the item: on the <li> itself it would hide the list item
          from assistive technology (axe: a list may only contain list items). */}
      <div className="toast__body" role={variant === 'destructive' ? 'alert' : undefined}>
        {/* A contract's English words (a form's, a service's) in the page's language. */}
        <p className="toast__title">{localizeMessage(item.title)}</p>
        {item.description ? (
          <p className="toast__description">{localizeMessage(item.description)}</p>
        ) : null}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('common.ui.dismissNotification')}
        onClick={() => dismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * Inside the router: on every change of page, the toasts of the page left go (a "Missing
 * Information" from the form stayed up over the next page), except one raised to be read there.
 */
export function ToastsFollowPages() {
  const { pathname } = useLocation();
  const { pageChanged } = useToast();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    pageChanged();
  }, [pathname, pageChanged]);
  return null;
}

export function useToast(): ToastContextValue {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside <ToastProvider>.');
  return context;
}
