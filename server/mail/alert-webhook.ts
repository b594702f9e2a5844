/**
 * One message to the operator's chat: a JSON POST {text} to
 * ALERT_WEBHOOK_URL, the shape Slack, Mattermost and Teams workflows accept.
 * Resolves to why it did not arrive (one line), or undefined once accepted.
 */
export async function postAlert(
  webhookUrl: string,
  text: string,
): Promise<string | undefined> {
  try {
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(10_000),
    })
    return response.ok
      ? undefined
      : `the alert webhook refused the message (HTTP ${response.status})`
  } catch (error) {
    return `the alert webhook is unreachable: ${(error as Error).message}`
  }
}
