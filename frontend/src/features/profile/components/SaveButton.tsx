import { Button } from 'antd';

/** Each settings tab's 'Save Changes' button ('Saving...' while busy). */
export function SaveButton({ saving, disabled }: { saving: boolean; disabled?: boolean }) {
  return (
    <div className="settings-form__actions">
      <Button type="primary" htmlType="submit" loading={saving} disabled={disabled}>
        {saving ? 'Saving...' : 'Save Changes'}
      </Button>
    </div>
  );
}
