// Public API of the design system and host contract (shared as a Module Federation singleton).
export { apiRequest, apiResponse, AI_API_KEY_HEADER } from './api/api-request';
export { ApiError, bodyOfError, messageOfError, statusOfError } from './api/api-error';
export { createQueryClient, defaultQueryFn } from './api/query-client';
export {
  getSubscription,
  subscriptionQueryOptions,
  useSubscription,
  SUBSCRIPTION_POLL_MS,
  SUBSCRIPTION_QUERY_KEY,
} from './queries/subscription';
export {
  getPersonas,
  personasQueryOptions,
  usePersonas,
  PERSONAS_QUERY_KEY,
} from './queries/personas';
export {
  getCustomCharacters,
  customCharactersQueryOptions,
  useCustomCharacters,
  CUSTOM_CHARACTERS_QUERY_KEY,
} from './queries/custom-characters';
export {
  addTranslations,
  ensureI18n,
  registerTranslations,
  type TranslationResources,
} from './i18n/i18n';
export {
  lazyTranslations,
  useTranslationsReady,
  withTranslations,
  type LanguageLoader,
  type TranslationsReady,
} from './i18n/lazy-translations';
export type { ChatOverlayProps, HostApi, HostUser, RouteHandle } from './host/host-api';
export { declaredRoutesOf, type DeclaredRoute } from './host/declared-routes';
export { HostProvider, useHost } from './host/host-context';
export { goToLogin, goToLogout, loginUrl, LOGOUT_URL } from './host/navigation';
export { StandaloneApp } from './host/standalone-app';
export {
  DEFAULT_SETTINGS,
  DISPLAY_NAME_MAX,
  SETTINGS_STORAGE_KEY,
  CLAUDE_MODEL_PRICES,
  readSettings,
  writeSettings,
  type Settings,
  type AiProviderChoice,
  type ClaudeModel,
} from './settings/settings';
export {
  LANGUAGES,
  languageCodeOf,
  languageNameOf,
  textDirectionOf,
  type LanguageCode,
  type LanguageName,
} from './settings/languages';
export { useLocalStorage } from './settings/use-local-storage';
export { useSettings } from './settings/use-settings';
export {
  toast,
  dismissToast,
  useToasts,
  resetToasts,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast/toast-store';
export { toastError } from './toast/toast-error';
export { Toaster } from './toast/toaster';
export { Button, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/button';
export { Card, CardHeader, CardTitle, CardContent } from './components/card';
export { Badge, type BadgeVariant } from './components/badge';
export { Input, Textarea, Label } from './components/input';
export { Select } from './components/select';
export { Switch, type SwitchProps } from './components/switch';
export { ToggleIconButton, type ToggleIconButtonProps } from './components/toggle-icon-button';
export { Spinner, FullScreenSpinner } from './components/spinner';
export { EmptyState } from './components/empty-state';
export { ErrorCard } from './components/error-card';
export { WarningNote } from './components/warning-note';
export { Dialog, type DialogProps } from './components/dialog';
export { Tabs, type TabItem } from './components/tabs';
export { Menu, type MenuItem } from './components/menu';
export { Popover, type PopoverProps } from './components/popover';
export { cx } from './components/cx';
export { showCreditsErrorToast, CREDITS_PATH } from './credits/credits-error-toast';
export { useCreditsErrorToast } from './credits/use-credits-error-toast';
export {
  parseInsufficientCredits,
  parseCreditsRequired,
  type InsufficientCredits,
  type CreditsRequired,
} from './credits/credits-errors';
export {
  HomeIcon,
  QuestionIcon,
  FeedIcon,
  ChatIcon,
  UserIcon,
  SettingsIcon,
  SparkleIcon,
  ColumnsIcon,
  HeartIcon,
  BookmarkIcon,
  ShareIcon,
  LockIcon,
  CardIcon,
  ReceiptIcon,
  BackArrowIcon,
  ForwardArrowIcon,
  InfoIcon,
  PlusIcon,
  CopyIcon,
} from './components/icons';
export {
  acquireRealtimeSocket,
  REALTIME_RECONNECT_MS,
  useRealtimeSocket,
  useRealtimeEvent,
  useRealtimeRoom,
  useAiTokenStream,
  type RealtimeSocket,
  type RealtimeRoomHandlers,
  type AiTokenListener,
} from './realtime';
