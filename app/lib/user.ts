/** The signed-in user as the browser sees it: never the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  email: string | null;
  isAdmin: boolean;
  hasActiveSubscription: boolean;
  subscriptionType: string | null;
  subscriptionEndDate: string | null;
  createdAt: string;
}
