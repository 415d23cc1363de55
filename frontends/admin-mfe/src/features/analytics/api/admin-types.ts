// Shapes of the admin endpoints (spec 02 §3); every field the page reads is optional-safe.
export interface AdminUser {
  id: string;
  email: string | null;
  firstName?: string | null;
  credits: number;
  createdAt: string;
  lastActive?: string | null;
}

export interface AdminTransaction {
  id: string;
  userId: string;
  credits: number;
  /** cents */
  amount: number;
  status: string;
  createdAt: string;
}

export interface AdminActivity {
  type?: string;
  action?: string;
  details?: string;
  userName?: string;
  userId?: string;
  timestamp?: string;
  createdAt?: string;
}

export interface AdminAnalytics {
  featureUsage?: Partial<Record<'chat' | 'voice' | 'groups' | 'agents' | 'questions', number>>;
  dailyActiveUsers?: Array<{ date: string; count: number }>;
  avgSessionTime?: string | number | null;
  apiUsage?: Partial<Record<'openai' | 'claude', { cost?: number; posts?: number }>>;
}
