import { DownloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { getApiErrorInfo } from '../../../shared/api/problem';
import { toast } from '../../../shared/ui/toast';
import { saveCsvFile } from '../../../shared/api/csvDownload';
import { useExportMyReagentsMutation } from '../catalogApi';

/** 'Export CSV': all of the member's listings in the columns the CSV import reads (issue 18). */
export function ExportMyReagentsButton() {
  const [exportMine, { isLoading }] = useExportMyReagentsMutation();
  const download = async () => {
    try {
      saveCsvFile(await exportMine().unwrap());
    } catch (error) {
      toast.error(`Failed to export reagents: ${getApiErrorInfo(error).message ?? 'Unknown error'}`);
    }
  };
  return (
    <Button icon={<DownloadOutlined aria-hidden="true" />} loading={isLoading} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
