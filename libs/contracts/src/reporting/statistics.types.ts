/** GET /api/admin/statistics: the admin panel's cards. */
export interface AdminStatistics {
  totalUsers: number;
  totalReagents: number;
  totalSwapsCompleted: number;
  totalCreditsExchanged: number;
  totalMessagesSent: number;
  totalSwapRequests: number;
  totalReagentSwaps: number;
}
